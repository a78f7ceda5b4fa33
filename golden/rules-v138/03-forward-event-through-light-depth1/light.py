"""A pedestrian-crossing traffic light."""

NEXT = {
    ("red", "timer"): "green",
    ("green", "timer"): "yellow",
    ("yellow", "timer"): "red",
    ("green", "button"): "yellow",
}


class Light:
    def reset(self):
        self.state = "red"

    def on_event(self, event):
        if event == "fault":
            self.state = "red"
            return
        key = (self.state, event)
        if key in NEXT:
            self.state = NEXT[key]
