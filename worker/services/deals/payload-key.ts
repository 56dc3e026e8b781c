// The KV key of the cached recent-deals payload, shared with the local seed (which must run without path aliases).

export const DEALS_PAYLOAD_KEY = "deals:payload";
