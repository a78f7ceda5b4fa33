from events import Registry
from handlers import make_payload, describe


def run(user):
    reg = Registry()
    reg.on("login", "audit")
    reg.on("login", "mailer")
    payload = make_payload(user, "login")
    count = reg.emit("login", payload)
    print("delivered to", count)
    text = describe(payload)
    print(text)
    return reg.log


print(run("ann"))
