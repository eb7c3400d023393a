/** Query keys of the fleet (cars) domain. */
export const fleetKeys = {
  all: ["fleet"] as const,
  cars: (filters: object) => ["fleet", "cars", filters] as const,
  car: (id: number) => ["fleet", "car", id] as const,
  trips: (carId: number, month: string) => ["fleet", "trips", carId, month] as const,
  fuel: (carId: number) => ["fleet", "fuel", carId] as const,
  reminders: (carId: number) => ["fleet", "reminders", carId] as const,
  openReminders: () => ["fleet", "openReminders"] as const,
  drivers: () => ["fleet", "drivers"] as const,
  driver: (id: number) => ["fleet", "driver", id] as const,
  cards: () => ["fleet", "cards"] as const,
  card: (id: number) => ["fleet", "card", id] as const,
};
