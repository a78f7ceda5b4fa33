from config import fine_cap, opening_hours
from library import Book, Loan, compute_fine, membership_days


def settle(kind, due, returned_on, joined):
    book = Book("Atlas", "A1")
    loan = Loan(due)
    tenure = membership_days(joined, returned_on)
    book.renew()
    loan.close(returned_on)
    cap = fine_cap(kind)
    shelf = book.label()
    fine = compute_fine(loan, cap)
    print("hours:", opening_hours())
    print("tenure:", tenure, "shelf:", shelf)
    print("fine:", fine)
    return fine


def main():
    total = 0
    for kind, due, back in [("adult", 10, 15), ("staff", 10, 30), ("child", 20, 21)]:
        total += settle(kind, due, back, 1)
    print("total fines:", total)


main()
