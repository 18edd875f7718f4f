/**
 * The few parts of Square's 2019 JavaScript SDK (npm `square-connect`, which ships no types) that
 * the compatibility test drives. Shapes follow the SDK's own models.
 */
declare module 'square-connect' {
  interface SdkRecord {
    [key: string]: unknown;
  }
  interface V1Employee extends SdkRecord {
    id: string;
    status: string;
    role_ids: string[];
  }
  interface V1Timecard extends SdkRecord {
    id: string;
    deleted: boolean;
    clockout_time?: string;
    regular_seconds_worked: number;
  }
  interface HttpInfo<T> {
    data: T;
    response: { headers: Record<string, string | undefined> };
  }
  export class ApiClient {
    static instance: ApiClient;
    basePath: string;
    authentications: { oauth2: { accessToken: string } };
  }
  export class V1EmployeesApi {
    createEmployeeRole(body: SdkRecord): Promise<SdkRecord & { id: string; name: string }>;
    listEmployeeRoles(opts?: SdkRecord): Promise<Array<SdkRecord & { name: string }>>;
    createEmployee(body: SdkRecord): Promise<V1Employee>;
    updateEmployee(id: string, body: SdkRecord): Promise<V1Employee>;
    retrieveEmployee(id: string): Promise<V1Employee>;
    listEmployeesWithHttpInfo(opts?: SdkRecord): Promise<HttpInfo<V1Employee[]>>;
    createTimecard(body: SdkRecord): Promise<V1Timecard>;
    updateTimecard(id: string, body: SdkRecord): Promise<V1Timecard>;
    retrieveTimecard(id: string): Promise<V1Timecard>;
    deleteTimecard(id: string): Promise<unknown>;
    listTimecards(opts?: SdkRecord): Promise<V1Timecard[]>;
    listTimecardEvents(id: string): Promise<Array<SdkRecord & { event_type: string }>>;
    listCashDrawerShifts(locationId: string, opts?: SdkRecord): Promise<V1CashDrawerShift[]>;
    retrieveCashDrawerShift(locationId: string, shiftId: string): Promise<V1CashDrawerShift>;
  }
  interface V1CashDrawerShift extends SdkRecord {
    id: string;
    event_type: string;
    device?: SdkRecord;
    expected_cash_money?: SdkRecord;
    closed_cash_money?: SdkRecord;
    events?: Array<SdkRecord & { event_type: string; event_money?: { amount: number } }>;
  }
  export class EmployeesApi {
    listEmployees(opts?: SdkRecord): Promise<{ employees?: SdkRecord[]; cursor?: string }>;
    retrieveEmployee(id: string): Promise<{ employee?: SdkRecord & { status: string } }>;
  }
  export class LocationsApi {
    listLocations(): Promise<{ locations?: SdkRecord[] }>;
  }
  interface Payment extends SdkRecord {
    id: string;
    status: string;
    total_money: { amount: number; currency: string };
    card_details?: SdkRecord & { status?: string; card?: SdkRecord & { last_4?: string } };
  }
  export class PaymentsApi {
    createPayment(body: SdkRecord): Promise<{ payment?: Payment }>;
    getPayment(id: string): Promise<{ payment?: Payment }>;
    listPayments(opts?: SdkRecord): Promise<{ payments?: Payment[]; cursor?: string }>;
    completePayment(id: string): Promise<{ payment?: Payment }>;
    cancelPayment(id: string): Promise<{ payment?: Payment }>;
    cancelPaymentByIdempotencyKey(body: SdkRecord): Promise<SdkRecord>;
  }
  interface BreakType extends SdkRecord {
    id: string;
    break_name: string;
    expected_duration: string;
    is_paid: boolean;
    version: number;
  }
  interface Shift extends SdkRecord {
    id: string;
    breaks?: SdkRecord[];
    version: number;
  }
  interface WorkweekConfig extends SdkRecord {
    id: string;
    version: number;
  }
  export class LaborApi {
    createBreakType(body: SdkRecord): Promise<{ break_type?: BreakType }>;
    getBreakType(id: string): Promise<{ break_type?: BreakType }>;
    listBreakTypes(opts?: SdkRecord): Promise<{ break_types?: BreakType[]; cursor?: string }>;
    updateBreakType(id: string, body: SdkRecord): Promise<{ break_type?: BreakType }>;
    deleteBreakType(id: string): Promise<unknown>;
    createShift(body: SdkRecord): Promise<{ shift?: Shift }>;
    getShift(id: string): Promise<{ shift?: Shift }>;
    updateShift(id: string, body: SdkRecord): Promise<{ shift?: Shift }>;
    searchShifts(body: SdkRecord): Promise<{ shifts?: Shift[]; cursor?: string }>;
    deleteShift(id: string): Promise<unknown>;
    listEmployeeWages(opts?: SdkRecord): Promise<{ employee_wages?: SdkRecord[]; cursor?: string }>;
    getEmployeeWage(id: string): Promise<{ employee_wage?: SdkRecord }>;
    listWorkweekConfigs(
      opts?: SdkRecord,
    ): Promise<{ workweek_configs?: WorkweekConfig[]; cursor?: string }>;
    updateWorkweekConfig(
      id: string,
      body: SdkRecord,
    ): Promise<{ workweek_config?: WorkweekConfig }>;
  }
  interface SdkMoney {
    amount: number;
    currency?: string;
    currency_code?: string;
  }
  interface PaymentRefund extends SdkRecord {
    id: string;
    status: string;
    payment_id: string;
    amount_money: SdkMoney;
  }
  export class RefundsApi {
    refundPayment(body: SdkRecord): Promise<{ refund?: PaymentRefund }>;
    getPaymentRefund(id: string): Promise<{ refund?: PaymentRefund }>;
    listPaymentRefunds(opts?: SdkRecord): Promise<{ refunds?: PaymentRefund[]; cursor?: string }>;
  }
  interface V1Refund extends SdkRecord {
    type: string;
    payment_id: string;
    refunded_money: SdkMoney;
  }
  interface V1Payment extends SdkRecord {
    id: string;
    tender: Array<SdkRecord & { id: string; card_brand?: string; total_money: SdkMoney }>;
    refunds: V1Refund[];
    itemizations: SdkRecord[];
    total_collected_money: SdkMoney;
    refunded_money: SdkMoney;
  }
  export class V1TransactionsApi {
    listPayments(locationId: string, opts?: SdkRecord): Promise<V1Payment[]>;
    listPaymentsWithHttpInfo(locationId: string, opts?: SdkRecord): Promise<HttpInfo<V1Payment[]>>;
    retrievePayment(locationId: string, paymentId: string): Promise<V1Payment>;
    listRefunds(locationId: string, opts?: SdkRecord): Promise<V1Refund[]>;
    createRefund(locationId: string, body: SdkRecord): Promise<V1Refund>;
  }
  const SquareConnect: {
    RefundsApi: typeof RefundsApi;
    V1TransactionsApi: typeof V1TransactionsApi;
    LaborApi: typeof LaborApi;
    ApiClient: typeof ApiClient;
    V1EmployeesApi: typeof V1EmployeesApi;
    EmployeesApi: typeof EmployeesApi;
    LocationsApi: typeof LocationsApi;
    PaymentsApi: typeof PaymentsApi;
  };
  export default SquareConnect;
}
