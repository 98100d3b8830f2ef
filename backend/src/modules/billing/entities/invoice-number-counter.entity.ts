import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The last invoice number given, in one row. Issuing an invoice takes the next number by updating
 * this row in the issuing transaction: concurrent issues queue on the row lock, and an issue that
 * fails gives its number back with the rollback, so numbers are unique and have no gaps (a
 * PostgreSQL sequence would keep a number a failed transaction took).
 */
@Entity({ tableName: 'invoice_number_counter' })
export class InvoiceNumberCounter {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'integer', default: 0 })
  lastNumber = 0;
}
