/**
 * The settlement and bank account parts of Square's 2019 SDK (`square-connect`) that the
 * settlements compatibility test drives, merged into server/testing/square-sdk.d.ts.
 */
declare module 'square-connect' {
  interface V1SdkMoney {
    amount: number;
    currency_code: string;
  }
  interface V1SdkSettlement {
    id: string;
    status: string;
    initiated_at: string;
    bank_account_id: string;
    total_money: V1SdkMoney;
    entries?: Array<{
      payment_id?: string;
      type: string;
      amount_money: V1SdkMoney;
      fee_money: V1SdkMoney;
    }>;
  }
  interface V1SdkBankAccount {
    id: string;
    merchant_id: string;
    bank_name: string;
    name: string;
    routing_number: string;
    account_number_suffix: string;
    currency_code: string;
    type: string;
  }
  interface V1TransactionsApi {
    listSettlements(locationId: string, opts?: SdkRecord): Promise<V1SdkSettlement[]>;
    listSettlementsWithHttpInfo(
      locationId: string,
      opts?: SdkRecord,
    ): Promise<{
      data: V1SdkSettlement[];
      response: { headers: Record<string, string | undefined> };
    }>;
    retrieveSettlement(locationId: string, settlementId: string): Promise<V1SdkSettlement>;
    listBankAccounts(locationId: string): Promise<V1SdkBankAccount[]>;
    retrieveBankAccount(locationId: string, bankAccountId: string): Promise<V1SdkBankAccount>;
  }
}
