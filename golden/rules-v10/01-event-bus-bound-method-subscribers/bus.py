"""A minimal in-process event bus."""


class EventBus:
    def __init__(self, name):
        self.name = name
        self.subscribers = {}
        self.delivered = 0

    def subscribe(self, topic, callback):
        if topic not in self.subscribers:
            self.subscribers[topic] = []
        self.subscribers[topic].append(callback)

    def publish(self, topic, event):
        replies = []
        for callback in self.subscribers.get(topic, []):
            replies.append(callback(event))
        self.delivered += len(replies)
        return replies

    def topics(self):
        return sorted(self.subscribers)
