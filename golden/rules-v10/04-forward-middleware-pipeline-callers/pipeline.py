"""A minimal request pipeline: middleware steps, then an endpoint."""


class Pipeline:
    def __init__(self, endpoint):
        self.endpoint = endpoint
        self.steps = []

    def use(self, step):
        self.steps.append(step)

    def run(self, request):
        for step in self.steps:
            request = step(request)
            if request.get("halt"):
                return {"status": request["status"], "body": ""}
        return self.endpoint(request)
