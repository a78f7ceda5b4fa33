"""Widgets rendered by a template method over an abstract hook."""
from abc import ABC, abstractmethod


class Widget(ABC):
    def __init__(self, text):
        self.text = text
        self.pad = 1

    def indent(self, extra):
        self.pad += extra

    def render(self):
        body = self.inner()
        return " " * self.pad + body

    @abstractmethod
    def inner(self):
        """The widget's own text, without padding."""


class Label(Widget):
    def inner(self):
        return self.text


class Button(Widget):
    def inner(self):
        return "[" + self.text.upper() + "]"
