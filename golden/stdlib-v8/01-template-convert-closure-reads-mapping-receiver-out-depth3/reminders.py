"""Fill the subject line and the greeting of a plan renewal reminder."""
from template import Template

SUBJECT = "Your $plan plan renews on ${day}"


def reminder(customer, plan, day):
    subject = Template(SUBJECT)
    greeting = Template("Hello $name, thanks for staying with us.")
    fields = {"plan": plan.title(), "day": day}
    if customer.get("nickname"):
        fields["name"] = customer["nickname"]
    else:
        fields["name"] = customer["name"]
    first = subject.substitute(fields)
    second = greeting.substitute(fields)
    signature = "-- the " + plan.title() + " team"
    return first + "\n" + second + "\n" + signature


if __name__ == "__main__":
    people = [
        {"name": "Ada", "plan": "basic"},
        {"name": "Grace", "nickname": "Amazing Grace", "plan": "pro"},
        {"name": "Linus", "plan": "team", "paused": True},
    ]
    sent = 0
    for person in people:
        if person.get("paused"):
            continue
        print(reminder(person, person["plan"], "1 May"))
        sent += 1
    print(sent, "reminders")
