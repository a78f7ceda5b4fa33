"""Route scored tickets to the on-call team or to their owner."""
from scoring import score_ticket


def route(ticket, score):
    team = "oncall" if score >= 8 else "support"
    return f"#{ticket['id']} -> {team}"


def triage(tickets, weights):
    routed = []
    for ticket in tickets:
        owner = ticket.get("owner", "queue")
        score = score_ticket(ticket, weights)
        if score >= 5:
            routed.append(route(ticket, score))
        else:
            routed.append(f"#{ticket['id']} -> {owner}")
    return routed


if __name__ == "__main__":
    weights = {"outage": 4.0, "login": 1.5, "refund": 2.0, "password": 1.0}
    tickets = [
        {"id": 7, "status": "open", "subject": "Outage!", "body": "All logins are down."},
        {"id": 8, "status": "open", "subject": "Refunds", "body": "Two refunds", "owner": "billing"},
        {"id": 9, "status": "closed", "subject": "Login", "body": "password reset"},
    ]
    for line in triage(tickets, weights):
        print(line)
