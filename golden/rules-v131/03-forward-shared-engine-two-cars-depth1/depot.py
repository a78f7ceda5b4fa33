from fleet import Car, Engine


def build_fleet():
    shared = Engine(150)
    spare = Engine(90)
    van = Car("VAN-1", shared)
    bus = Car("BUS-2", shared)
    taxi = Car("TAX-3", spare)
    van.ignite()
    taxi.ignite()
    van_text = van.plate_text()
    taxi_rpm = taxi.engine.status()
    bus_rpm = bus.engine.status()
    return van_text, taxi_rpm, bus_rpm
