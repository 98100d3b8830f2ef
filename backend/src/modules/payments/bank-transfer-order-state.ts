import type { Order } from '../billing/entities/order.entity';
import type { BankTransferOrderDto } from './dto/bank-transfer-order.dto';

/**
 * Where a bank-transfer order stands: paid once an admin confirmed the money (the order is
 * completed); awaiting the transfer, or sent once the client said so; cancelled otherwise.
 */
export function bankTransferOrderState(
  order: Pick<Order, 'status' | 'transferSentAt'>,
): BankTransferOrderDto['state'] {
  if (order.status === 'completed') return 'paid';
  if (order.status !== 'pending') return 'cancelled';
  return order.transferSentAt ? 'sent' : 'awaiting';
}
