"""Build the e-mails sent when issues change."""
from templates import body_text, subject_line

WIDTH = 32


def build_message(issue, user):
    project = issue["project"].strip()
    title = issue["title"]
    thread = "<{}@{}>".format(title.lower().replace(" ", "."), project)
    subject = subject_line(project, title, WIDTH)
    body = body_text(project, user["name"], issue["summary"].strip())
    return "Subject: {}\nReferences: {}\n\n{}".format(subject, thread, body)


def notify_all(issues, user):
    messages = []
    for issue in issues:
        if issue.get("muted"):
            continue
        messages.append(build_message(issue, user))
    return messages


if __name__ == "__main__":
    demo = [{"project": " Frames ", "title": "Decode errors in long header values, silently dropped", "summary": "When a folded header line is longer than the buffer, the tail is lost and no error is reported."}, {"project": "x", "title": "y", "summary": "z", "muted": True}]
    for message in notify_all(demo, {"name": "ada lovelace"}):
        print(message)
