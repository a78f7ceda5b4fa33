from workflow import Workflow


def review(events):
    flow = Workflow()
    flow.reset()
    accepted = 0
    for ev in events:
        if flow.step(ev):
            accepted += 1
    return flow, accepted


def pending(flows):
    """Workflows that have not reached the final state yet."""
    waiting = []
    for flow in flows:
        if flow.state != "done":
            waiting.append(flow)
    return waiting


if __name__ == "__main__":
    flow, accepted = review(["submit", "archive", "reject", "submit", "approve"])
    print("state", flow.state, "accepted", accepted, "rejected", flow.rejected)
    print("history", flow.history, "seen", flow.seen)
    print("pending", len(pending([flow])))
