from garage import Car, Engine


def run_day():
    car_a = Car("van", Engine(90))
    car_b = Car("coupe", Engine(200))
    car_a.fuel = 40
    car_b.engine.start()
    car_a.engine.start()
    idle = car_b.engine.rpm
    rpm = car_a.engine.rpm
    print(car_a.label(), car_a.engine.describe(), rpm, idle, car_a.fuel)
    return rpm


if __name__ == "__main__":
    run_day()
