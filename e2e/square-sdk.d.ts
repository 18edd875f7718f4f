/**
 * The parts of Square's 2019 JavaScript SDK (npm `square-connect`, which ships no types) that the
 * OAuth walk-through drives. Shapes follow the SDK's own models (`ObtainTokenResponse`, …).
 */
declare module 'square-connect' {
  interface SdkRecord {
    [key: string]: unknown;
  }
  export class ApiClient {
    constructor();
    basePath: string;
    authentications: {
      oauth2: { accessToken?: string };
      oauth2ClientSecret: { apiKey?: string; apiKeyPrefix?: string };
    };
  }
  export interface ObtainTokenResponse {
    access_token?: string;
    token_type?: string;
    expires_at?: string;
    merchant_id?: string;
    refresh_token?: string;
  }
  export class OAuthApi {
    constructor(client?: ApiClient);
    obtainToken(body: SdkRecord): Promise<ObtainTokenResponse>;
    revokeToken(body: SdkRecord): Promise<{ success?: boolean }>;
  }
  export class EmployeesApi {
    constructor(client?: ApiClient);
    listEmployees(opts?: SdkRecord): Promise<{ employees?: SdkRecord[]; cursor?: string }>;
  }
  export class LocationsApi {
    constructor(client?: ApiClient);
    listLocations(): Promise<{ locations?: SdkRecord[] }>;
  }
  const SquareConnect: {
    ApiClient: typeof ApiClient;
    OAuthApi: typeof OAuthApi;
    EmployeesApi: typeof EmployeesApi;
    LocationsApi: typeof LocationsApi;
  };
  export default SquareConnect;
}
