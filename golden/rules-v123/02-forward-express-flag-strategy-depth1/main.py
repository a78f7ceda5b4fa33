"""Check out a sample order and show what standard shipping would save."""
from checkout import checkout, saving

SPEED = "express"
PARCELS = [
    {"id": "A1", "kg": 0.5},
    {"id": "B2", "kg": 2.0, "fragile": True},
]


def main():
    paid = checkout(PARCELS, SPEED)
    print(f"paid {paid}")
    for parcel in PARCELS:
        amount = saving(parcel)
        print(f"{parcel['id']} would save {amount} with standard")


if __name__ == "__main__":
    main()
