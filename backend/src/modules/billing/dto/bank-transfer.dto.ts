import { ApiProperty } from '@nestjs/swagger';

/** Where to send a bank transfer; the invoice number goes in the transfer's reference. */
export class BankTransferDto {
  @ApiProperty()
  bankName!: string;

  @ApiProperty()
  accountName!: string;

  @ApiProperty()
  accountNumber!: string;

  @ApiProperty({ description: 'ABA routing number, for transfers within the United States' })
  routingNumber!: string;

  @ApiProperty({ description: 'SWIFT/BIC, for international transfers' })
  swift!: string;
}
