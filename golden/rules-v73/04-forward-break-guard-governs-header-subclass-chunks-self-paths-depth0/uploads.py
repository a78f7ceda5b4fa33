"""Uploads that stop when a byte budget runs out."""
from batching import Batcher


class Uploader(Batcher):
    def chunks(self, items):
        batches = super().chunks(items)
        kept = []
        used = 0
        for batch in batches:
            if not any(batch):
                continue
            weight = sum(len(name) for name in batch)
            if used + weight > self.budget:
                break
            used += weight
            kept.append(batch)
        self.sent = used
        spare = self.budget - used
        left = self.budget - self.size
        print("sent", self.sent, "spare", spare, "left", left)
        return kept


def plan_upload(files, budget):
    uploader = Uploader(2, budget)
    batches = uploader.chunks(files)
    print(uploader.sent, "bytes in", len(batches), "batches")
    return batches


if __name__ == "__main__":
    print(plan_upload(["a.txt", "bb.bin", "", "", "notes.md", "c.py", "z"], 20))
