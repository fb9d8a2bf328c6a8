// The parts of Midtrans' official Node client (midtrans-client, CommonJS without types) that payment-midtrans.ts
// uses. @types/midtrans-client only declares CoreApi.charge and Snap.createTransaction.
declare module 'midtrans-client' {
  interface ClientOptions {
    isProduction: boolean;
    serverKey: string;
    clientKey?: string;
  }
  interface ApiConfig {
    getCoreApiBaseUrl(): string;
    getSnapApiBaseUrl(): string;
  }
  /** The client's axios instance (timeouts and extra headers are set on its defaults). */
  interface HttpClient {
    http_client: { defaults: { timeout?: number; headers: { common: Record<string, string> } } };
  }
  type Answer = Record<string, unknown>;
  class CoreApi {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    charge(parameter: object): Promise<Answer>;
    transaction: {
      status(orderId: string): Promise<Answer>;
      expire(orderId: string): Promise<Answer>;
      cancel(orderId: string): Promise<Answer>;
      refund(orderId: string, parameter: object): Promise<Answer>;
    };
  }
  class Snap {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    createTransaction(parameter: object): Promise<{ token: string; redirect_url: string }>;
  }
  class MidtransError extends Error {
    /** The HTTP status, or the status_code of an answer whose body reports an error. */
    httpStatusCode: number | string | null;
    ApiResponse: unknown;
  }
  const midtrans: { CoreApi: typeof CoreApi; Snap: typeof Snap; MidtransError: typeof MidtransError };
  export default midtrans;
}
