/** Port: named platform-wide counters (e.g. searches served). */
export abstract class CounterRepository {
  abstract add(name: string, amount: number): Promise<void>;
  abstract get(name: string): Promise<number>;
}
