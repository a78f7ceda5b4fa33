from access import handle, preview

LIMITS = {"free": 2, "pro": 50}
REQUESTS = [
    {"user": " Ana ", "plan": "pro", "used": 10, "verified": True},
    {"user": "bo", "used": 3, "verified": True},
    {"user": "Cy", "plan": "pro", "verified": True, "banned": True},
]

for req in REQUESTS:
    status, log = handle(req, LIMITS)
    print(status, log)
print(preview({"plan": "free"}, LIMITS))
assert preview({"plan": "pro"}, LIMITS)

summary = {"plans": len(LIMITS), "requests": len(REQUESTS)}
busiest = max(LIMITS, key=LIMITS.get) if LIMITS else None
print("plans:", summary["plans"], "busiest:", busiest)
print("requests:", summary["requests"])
print("checked:", len(REQUESTS) > 0 and len(LIMITS) > 0)
