class Config:
    def __init__(self, values):
        self.values = values

    @classmethod
    def from_pairs(cls, pairs, strict):
        values = {}
        seen = 0
        for k, v in pairs:
            seen += 1
            values[k] = v
        if strict:
            print("strict", seen)
        return cls(values)
