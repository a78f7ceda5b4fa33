"""Import the sample files and report how many fields they hold."""
from importer import load, preview

FILES = {
    "prices.csv": "tea,3.5\nmug,8\n",
    "stock.ssv.bak": "tea;40\nmug;12\n",
    "notes.txt": "restock on friday\n",
}


def main():
    total = 0
    for name in sorted(FILES):
        fields = load(name, FILES[name])
        total += fields
    print(f"{total} fields in {len(FILES)} files")
    print(preview("extra.csv", "a,b\nc,d\n"))


if __name__ == "__main__":
    main()
