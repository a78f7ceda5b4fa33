class Address:
    def __init__(self, city, street):
        self.city = city
        self.street = street


class Customer:
    def __init__(self, name, address):
        self.name = name
        self.address = address

    def town(self):
        return self.address.city

    def greeting(self):
        return "Dear " + self.name


class Order:
    def __init__(self, customer, items):
        self.customer = customer
        self.items = items

    def destination(self):
        return self.customer.town()

    def count(self):
        return len(self.items)
