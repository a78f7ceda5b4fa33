def main():
    prices = {}
    stock = {}
    item = "apple"
    cost = 3
    count = 10
    prices[item] = cost
    stock[item] = count
    print(stock)
    print(prices)


main()
