"""Salaried staff, managers, interns and agency contractors."""

MONTHS = 12
AGENCY_FEE = 0.15


class Employee:
    def __init__(self, name, salary):
        self.name = name
        self.salary = salary

    def monthly(self):
        return self.salary / MONTHS

    def badge(self):
        return self.name.upper()


class Manager(Employee):
    def __init__(self, name, salary, bonus):
        super().__init__(name, salary)
        self.bonus = bonus

    def monthly(self):
        base = super().monthly()
        share = self.bonus / MONTHS
        total = base + share
        return round(total, 2)


class Intern(Employee):
    def badge(self):
        return "INTERN " + self.name


class Contractor(Employee):
    def monthly(self):
        gross = self.salary / MONTHS
        return round(gross * (1 + AGENCY_FEE), 2)
