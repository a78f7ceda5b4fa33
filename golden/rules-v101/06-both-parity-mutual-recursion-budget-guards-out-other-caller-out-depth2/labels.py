"""Label numbers as even, odd, or unknown when the step budget runs out."""
from parity import is_even, is_odd


def classify(values, limit):
    out = []
    budget = limit * 2
    for value in values:
        size = abs(value)
        verdict = is_even(size, budget)
        if verdict is None:
            out.append("?")
        elif verdict:
            out.append("even")
        else:
            out.append("odd")
    return out


def quick_odd(number):
    answer = is_odd(number, 50)
    return answer


def main(numbers):
    print(classify(numbers, 20))
    print(quick_odd(9))


if __name__ == "__main__":
    main([4, -7, 90])
