"""Choosing the next task to work on."""


def urgency(task):
    if task["blocked"]:
        return 0
    return task["level"] * 10 - task["age"]


def arrange(queue, newest_first):
    queue.sort(key=lambda t: t["age"], reverse=newest_first)
    shown = len(queue)
    return shown


def pick(tasks, newest_first):
    queue = [t for t in tasks if not t["done"]]
    arrange(queue, newest_first)
    head = queue[0]
    hottest = max(queue, key=urgency)
    score = urgency(head)
    spare = urgency(hottest)
    return head["name"], score, hottest["name"], spare
