/** A table and the tables its foreign keys point to. */
export interface TableLinks {
  name: string;
  references: string[];
}

/**
 * The tables in an order in which each one's rows can be inserted after those they refer to, so
 * a restore needs neither deferred constraints nor disabled triggers (which only a superuser may
 * use). A table's reference to itself does not order it; a cycle between tables cannot be
 * ordered and is refused, naming its tables. Ties keep alphabetical order, so a backup of the same
 * data is the same file.
 */
export function insertionOrder(tables: TableLinks[]): string[] {
  const pending = new Map(
    tables.map((table) => [
      table.name,
      new Set(table.references.filter((target) => target !== table.name)),
    ]),
  );
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter(([, references]) => [...references].every((target) => !pending.has(target)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      throw new Error(
        `Foreign keys form a cycle between: ${[...pending.keys()].sort().join(', ')}`,
      );
    }
    for (const name of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}
