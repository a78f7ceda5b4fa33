"""Check out a basket holding one book and one loaf of bread."""
from pricing import Book, Food


def checkout(book_cents, bread_cents, coupon):
    book = Book("field guide", book_cents)
    bread = Food("rye bread", bread_cents)
    off = coupon * 10
    bread_price = bread.price(0)
    book_price = book.price(off)
    if book_price < bread_price:
        print("cheaper than bread:", book.label)
    total = book_price + bread_price
    return total


if __name__ == "__main__":
    monday = checkout(1200, 300, 5)
    tuesday = checkout(800, 600, 40)
    print("monday", monday)
    print("tuesday", tuesday)
