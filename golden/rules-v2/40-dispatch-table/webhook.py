"""HTTP endpoint receiving the payment provider's webhooks."""
import json

from handlers import HANDLERS, describe


def handle(body, headers):
    payload = json.loads(body)
    kind = payload.get("type", "ping")
    trace = headers.get("X-Trace-Id", "")
    if kind not in HANDLERS:
        return {"error": "unknown event " + kind, "trace": trace}
    result = HANDLERS[kind](payload)
    result["trace"] = trace
    print(describe(payload), "->", result["net"])
    return result
