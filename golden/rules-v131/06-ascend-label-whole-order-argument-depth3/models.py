class Address:
    def __init__(self, street, city):
        self.street = street
        self.city = city


class Customer:
    def __init__(self, name, address):
        self.name = name
        self.address = address


class Order:
    def __init__(self, number, customer):
        self.number = number
        self.customer = customer
        self.weight = 0

    def add(self, kilos):
        self.weight += kilos
