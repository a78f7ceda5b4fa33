"""Commit-message linter entry point."""
from plugins import LengthPlugin, TodoPlugin
from registry import Registry


def lint(lines, options):
    registry = Registry()
    todo = TodoPlugin("warning")
    todo.configure(options)
    registry.add("todo", todo)
    width = LengthPlugin("error")
    width.configure(options)
    registry.add("width", width)
    findings = []
    for number, line in enumerate(lines, 1):
        message = registry.run("todo", line)
        if message:
            findings.append((number, message))
    return findings
