import json


def roundtrip():
    cfg = {"a": 1}
    meta = {"v": 2}
    cfg["b"] = [1, 2]
    size = len(json.dumps(meta))
    json.dumps(cfg)
    text = json.dumps(cfg, sort_keys=True)
    pretty = json.dumps(cfg, indent=2)
    back = json.loads(text)
    back["size"] = size
    print(back, pretty)


roundtrip()
