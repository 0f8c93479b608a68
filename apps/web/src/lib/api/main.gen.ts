/**
 * Types of the main API (VITE_API_URL), generated from the API's OpenAPI document. Do not edit by hand:
 * run `npm run api:types` after changing a route schema (`npm test` fails while this file is stale).
 */
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "up" | "down";
                            database_kind: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "up" | "down";
                            database_kind: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 when the database answers a ping within 2 s; otherwise 503 UNAVAILABLE with Retry-After (take the process out of rotation) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ready: true;
                            /** @enum {string} */
                            database: "up";
                            database_kind: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail (case-insensitive) and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            merchant_profile: {
                                id: string;
                                email: string;
                                email_verified: boolean;
                                phone: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                business_name: string | null;
                                date_of_birth: string | null;
                                avatar_url: string | null;
                                account_disabled: boolean;
                                accepted_terms_version: string | null;
                                last_company_id: string | null;
                                companies: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                    /** @enum {string|null} */
                                    merchant_role: "OWNER" | null;
                                    /** @enum {string|null} */
                                    cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                    is_sme: boolean;
                                    parent_id: string | null;
                                }[];
                            };
                            is_sme: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant/auth/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up (brand, or SME with is_sme=true); e-mails a 6-digit code */
        post: {
            parameters: {
                query?: {
                    is_sme?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        business_name: string;
                        email: string;
                        password: string;
                        phone: string;
                        /** Format: date */
                        date_of_birth?: string;
                        /** @enum {string} */
                        accepted_terms_version?: "V1_MERCHANT_US_EN";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/merchant/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail with the mailed code; the first verification creates the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            email_verified: true;
                            access_token?: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/merchant/resend-email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail a new verification code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend_email_verification/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail a new verification code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/merchant/complete-signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the merchant's business (SME with is_sme=true) with them as OWNER */
        post: {
            parameters: {
                query?: {
                    is_sme?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        business_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset_password/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password-reset link (same reply whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/save_password/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token; ends all sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile with their companies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Update names, date of birth, avatar and accepted terms */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        business_name?: string | null;
                        /** Format: date */
                        date_of_birth?: string | null;
                        avatar_url?: string | null;
                        /** @enum {string|null} */
                        accepted_terms_version?: "V1_MERCHANT_US_EN" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/merchant/phone_number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the phone number */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/user/merchants/last_company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Remember the company last worked in */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/user/merchant/notification_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail and in-app switches per topic */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign_updates: {
                                email: boolean;
                                in_app: boolean;
                            };
                            bids: {
                                email: boolean;
                                in_app: boolean;
                            };
                            content_approvals: {
                                email: boolean;
                                in_app: boolean;
                            };
                            payments: {
                                email: boolean;
                                in_app: boolean;
                            };
                            team: {
                                email: boolean;
                                in_app: boolean;
                            };
                            product_news: {
                                email: boolean;
                                in_app: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Save the e-mail and in-app switches per topic */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign_updates: {
                            email: boolean;
                            in_app: boolean;
                        };
                        bids: {
                            email: boolean;
                            in_app: boolean;
                        };
                        content_approvals: {
                            email: boolean;
                            in_app: boolean;
                        };
                        payments: {
                            email: boolean;
                            in_app: boolean;
                        };
                        team: {
                            email: boolean;
                            in_app: boolean;
                        };
                        product_news: {
                            email: boolean;
                            in_app: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign_updates: {
                                email: boolean;
                                in_app: boolean;
                            };
                            bids: {
                                email: boolean;
                                in_app: boolean;
                            };
                            content_approvals: {
                                email: boolean;
                                in_app: boolean;
                            };
                            payments: {
                                email: boolean;
                                in_app: boolean;
                            };
                            team: {
                                email: boolean;
                                in_app: boolean;
                            };
                            product_news: {
                                email: boolean;
                                in_app: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/merchant/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a profile picture (multipart field file: jpeg or png, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/terms/MERCHANT/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current merchant terms version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/privacy/MERCHANT/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current merchant privacy policy version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support contacts and the partner theme of the requesting host */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            support_phone: string;
                            support_email: string;
                            office_address: string;
                            partner_theme: {
                                name: string;
                                colorscheme: {
                                    primary?: string[];
                                    secondary?: string[];
                                    gray?: string[];
                                };
                                button_style?: string;
                                logo?: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The config bundle: categories, channels with levels and content types, countries, locations, statuses */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: {
                                enum_value: string;
                                en_label: string;
                                label: string;
                                subcategories: {
                                    enum_value: string;
                                    en_label: string;
                                    label: string;
                                    /** @enum {string} */
                                    subcategory_type: "POSTING" | "OCCUPATION";
                                }[];
                            }[];
                            channels: {
                                value: string;
                                label: string;
                                icon_location: string;
                                levels: {
                                    level: string;
                                    label: string;
                                    min_followers: number;
                                    max_followers: number | null;
                                }[];
                                post_content_types: {
                                    value: string;
                                    label: string;
                                }[];
                            }[];
                            countries: {
                                code: string;
                                name: string;
                                currency: string;
                                timezone: string;
                                dial_code: string;
                                active: boolean;
                            }[];
                            all_locations: {
                                id: number;
                                country_code: string;
                                name: string;
                            }[];
                            active_countries: {
                                code: string;
                                name: string;
                                currency: string;
                                timezone: string;
                                dial_code: string;
                                active: boolean;
                            }[];
                            verification_statuses: {
                                value: string;
                                label: string;
                            }[];
                            pre_live_check_statuses: {
                                value: string;
                                label: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/channels/countries/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Channels available in a country */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    country: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            value: string;
                            label: string;
                            icon_location: string;
                            levels: {
                                level: string;
                                label: string;
                                min_followers: number;
                                max_followers: number | null;
                            }[];
                            post_content_types: {
                                value: string;
                                label: string;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/currencies/countries/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies a campaign in this country may use (the country's own first) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    country: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            name: string;
                            symbol: string;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conf/budget_min_max/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign and job budget bounds in a currency (minor units) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currency: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            min_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            max_minor: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-creator-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The content creator types a creator profile may name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faqs/by_type/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FAQ entries of a type (MERCHANT, SME) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            question: string;
                            answer: string;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies the caller may enter (direct and inherited), SME businesses excluded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            parent_id: string | null;
                            is_sme: boolean;
                            logo: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            inherited: boolean;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an agency, company (ACCOUNT) or brand; with parent_id a client company or brand under it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        website?: ("" | string) | null;
                        /** @enum {string|null} */
                        industry?: "Agriculture" | "Beauty & personal care" | "Education" | "Entertainment & media" | "Fashion & apparel" | "Financial services" | "Food & beverage" | "Health & wellness" | "Hospitality & travel" | "Marketing & advertising" | "Real estate" | "Retail & e-commerce" | "Technology" | "Telecommunications" | "Transport & logistics" | "Other" | null;
                        country?: string | null;
                        description?: string | null;
                        /** @enum {string} */
                        company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                        /** Format: uuid */
                        parent_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            parent_id: string | null;
                            is_sme: boolean;
                            logo: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            inherited: boolean;
                            website: string | null;
                            industry: string | null;
                            country: string | null;
                            description: string | null;
                            created_at: string;
                            parent: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            } | null;
                            role_source: {
                                id: string;
                                name: string;
                            } | null;
                            children: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                logo: string | null;
                            }[];
                            permissions: ("company.view" | "company.edit" | "company.theme" | "client.create" | "brand.create" | "team.view" | "team.invite" | "team.manage" | "payments.view" | "payments.manage" | "brief.write" | "contract.write" | "campaign.create" | "group.manage" | "job.create" | "bid.respond" | "content.approve" | "reports.view")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company with its profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            parent_id: string | null;
                            is_sme: boolean;
                            logo: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            inherited: boolean;
                            website: string | null;
                            industry: string | null;
                            country: string | null;
                            description: string | null;
                            created_at: string;
                            parent: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            } | null;
                            role_source: {
                                id: string;
                                name: string;
                            } | null;
                            children: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                logo: string | null;
                            }[];
                            permissions: ("company.view" | "company.edit" | "company.theme" | "client.create" | "brand.create" | "team.view" | "team.invite" | "team.manage" | "payments.view" | "payments.manage" | "brief.write" | "contract.write" | "campaign.create" | "group.manage" | "job.create" | "bid.respond" | "content.approve" | "reports.view")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Edit the company profile */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        website?: ("" | string) | null;
                        /** @enum {string|null} */
                        industry?: "Agriculture" | "Beauty & personal care" | "Education" | "Entertainment & media" | "Fashion & apparel" | "Financial services" | "Food & beverage" | "Health & wellness" | "Hospitality & travel" | "Marketing & advertising" | "Real estate" | "Retail & e-commerce" | "Technology" | "Telecommunications" | "Transport & logistics" | "Other" | null;
                        country?: string | null;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            parent_id: string | null;
                            is_sme: boolean;
                            logo: string | null;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            inherited: boolean;
                            website: string | null;
                            industry: string | null;
                            country: string | null;
                            description: string | null;
                            created_at: string;
                            parent: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                            } | null;
                            role_source: {
                                id: string;
                                name: string;
                            } | null;
                            children: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                logo: string | null;
                            }[];
                            permissions: ("company.view" | "company.edit" | "company.theme" | "client.create" | "brand.create" | "team.view" | "team.invite" | "team.manage" | "payments.view" | "payments.manage" | "brief.write" | "contract.write" | "campaign.create" | "group.manage" | "job.create" | "bid.respond" | "content.approve" | "reports.view")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members (direct and inherited), open invitations, roles the caller may give */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            members: {
                                merchant_id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                is_you: boolean;
                            }[];
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                /** @enum {string} */
                                status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
                                invited_by: string | null;
                                expires_at: string;
                                created_at: string;
                            }[];
                            grantable_roles: ("OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a teammate by e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
                            invited_by: string | null;
                            expires_at: string;
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/team/invitations/{invitation_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a fresh link (the old one stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitation_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
                            invited_by: string | null;
                            expires_at: string;
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/team/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an open invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitation_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/team/members/{merchant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a direct member */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchant_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            members: {
                                merchant_id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                is_you: boolean;
                            }[];
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                /** @enum {string} */
                                status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
                                invited_by: string | null;
                                expires_at: string;
                                created_at: string;
                            }[];
                            grantable_roles: ("OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a direct member's role */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    merchant_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            members: {
                                merchant_id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                is_you: boolean;
                            }[];
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                                /** @enum {string} */
                                status: "PENDING" | "ACCEPTED" | "REVOKED" | "EXPIRED";
                                invited_by: string | null;
                                expires_at: string;
                                created_at: string;
                            }[];
                            grantable_roles: ("OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER")[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/companies/{id}/custom_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's theme (its own, else its parent's); null when none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            properties: {
                                value: {
                                    colorscheme: {
                                        primary: string[];
                                        secondary: string[];
                                        gray: string[];
                                    };
                                    /** @enum {string} */
                                    button_style: "rounded" | "pill" | "square";
                                    logo: string | null;
                                } | null;
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Save the theme: colour scales, button style, logo */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        colorscheme: {
                            primary: string[];
                            secondary: string[];
                            gray: string[];
                        };
                        /** @enum {string} */
                        button_style: "rounded" | "pill" | "square";
                        logo?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            properties: {
                                value: {
                                    colorscheme: {
                                        primary: string[];
                                        secondary: string[];
                                        gray: string[];
                                    };
                                    /** @enum {string} */
                                    button_style: "rounded" | "pill" | "square";
                                    logo: string | null;
                                } | null;
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        /** Back to the default (or inherited) theme */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            properties: {
                                value: {
                                    colorscheme: {
                                        primary: string[];
                                        secondary: string[];
                                        gray: string[];
                                    };
                                    /** @enum {string} */
                                    button_style: "rounded" | "pill" | "square";
                                    logo: string | null;
                                } | null;
                                inherited_from: {
                                    id: string;
                                    name: string;
                                } | null;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/company/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the logo: multipart fields company_id, then file (jpeg or png, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            logo: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invite/merchant/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who invited whom to which company, for the invitation page */
        get: {
            parameters: {
                query: {
                    token: string;
                    email: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            company_name: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "COMPANY_MANAGER" | "BRAND_MANAGER";
                            invited_by: string | null;
                            account_exists: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/create_account_from_invite/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account from an invitation link and join the company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        email: string;
                        first_name: string;
                        last_name: string;
                        password: string;
                        phone?: string;
                        /** @enum {string} */
                        accepted_terms_version?: "V1_MERCHANT_US_EN";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            merchant_profile: {
                                id: string;
                                email: string;
                                email_verified: boolean;
                                phone: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                business_name: string | null;
                                date_of_birth: string | null;
                                avatar_url: string | null;
                                account_disabled: boolean;
                                accepted_terms_version: string | null;
                                last_company_id: string | null;
                                companies: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                    /** @enum {string|null} */
                                    merchant_role: "OWNER" | null;
                                    /** @enum {string|null} */
                                    cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                    is_sme: boolean;
                                    parent_id: string | null;
                                }[];
                            };
                            is_sme: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/accept_invite/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation with the account already logged in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            email_verified: boolean;
                            phone: string | null;
                            first_name: string;
                            last_name: string;
                            name: string;
                            business_name: string | null;
                            date_of_birth: string | null;
                            avatar_url: string | null;
                            account_disabled: boolean;
                            accepted_terms_version: string | null;
                            last_company_id: string | null;
                            companies: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                company_role: "AGENCY" | "ACCOUNT" | "BRAND";
                                /** @enum {string|null} */
                                merchant_role: "OWNER" | null;
                                /** @enum {string|null} */
                                cluster_role: "ADMIN" | "OWNER" | "COMPANY_MANAGER" | "BRAND_MANAGER" | null;
                                is_sme: boolean;
                                parent_id: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/merchant/onboarding/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Onboarding steps, each derived from real data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email_verified: boolean;
                            company_created: boolean;
                            brand_created: boolean;
                            cluster_created: boolean;
                            teammate_invited: boolean;
                            billing_mode_added: boolean;
                            contract_created: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/cube": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Short-lived token for the analytics query service, scoped to the caller’s companies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            expires_in: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/influencers/search_for_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search creators with every filter of the spec, sorted and paged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 18 */
                        age_from?: number;
                        /** @default 100 */
                        age_to?: number;
                        /** @default [] */
                        channels_with_levels?: {
                            channel: string;
                            /** @default [] */
                            levels?: string[];
                        }[];
                        /** @default [] */
                        content_creator_type_ids?: number[];
                        /** @default [] */
                        countries?: string[];
                        /** @default [] */
                        locations?: number[];
                        /**
                         * @default BOTH
                         * @enum {string}
                         */
                        gender?: "BOTH" | "MALE" | "FEMALE" | "OTHER";
                        /** @default [] */
                        subcategories?: {
                            enum_value: string;
                            /** @enum {string} */
                            subcategory_type: "POSTING" | "OCCUPATION";
                        }[];
                        /** @default [] */
                        influencer_group_ids?: string[];
                        /** @default [] */
                        income_categories?: ("LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH")[];
                        free_text?: string;
                        /**
                         * @default [
                         *       {
                         *         "sort_by": "FOLLOWERS",
                         *         "sort_direction": "DESC"
                         *       }
                         *     ]
                         */
                        sortings?: {
                            /** @enum {string} */
                            sort_by: "FOLLOWERS" | "ENGAGEMENT" | "NAME" | "NEWEST";
                            /**
                             * @default DESC
                             * @enum {string}
                             */
                            sort_direction?: "ASC" | "DESC";
                        }[];
                        /** @default 1 */
                        page_number?: number;
                        /** @default 25 */
                        page_size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            influencers_for_search: {
                                id: number;
                                name: string;
                                avatar: string | null;
                                country: string;
                                location: string | null;
                                /** @enum {string} */
                                gender: "MALE" | "FEMALE" | "OTHER";
                                age: number | null;
                                engagement_rate: number;
                                verification_status: string;
                                matching_channels: string[];
                                matching_channels_with_levels: {
                                    channel: string;
                                    level: string;
                                }[];
                                matching_combined_followers_count: number;
                                combined_followers_count: number;
                                channels: string[];
                                channels_levels: {
                                    channel: string;
                                    level: string;
                                }[];
                            }[];
                            total_search_results: number;
                            total_is_estimate: boolean;
                            page_number: number;
                            page_size: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/influencers/find_by_ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creators by id, in the order given, a page of at most 50 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                        /** @default 50 */
                        page_size?: number;
                        /** @default 1 */
                        page_number?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            influencers: {
                                id: number;
                                name: string;
                                avatar: string | null;
                                country: string;
                                location: string | null;
                                /** @enum {string} */
                                gender: "MALE" | "FEMALE" | "OTHER";
                                age: number | null;
                                engagement_rate: number;
                                verification_status: string;
                                matching_channels: string[];
                                matching_channels_with_levels: {
                                    channel: string;
                                    level: string;
                                }[];
                                matching_combined_followers_count: number;
                                combined_followers_count: number;
                                channels: string[];
                                channels_levels: {
                                    channel: string;
                                    level: string;
                                }[];
                            }[];
                            total: number;
                            page_number: number;
                            page_size: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/influencer/social-media-data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With a creator's id: the creator's profile (channels, prices, audience, verification, recent posts). With a live post's id (a uuid): the spec's post metrics of that post (its report card) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string | number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            avatar: string | null;
                            bio: string;
                            country: string;
                            location: string | null;
                            /** @enum {string} */
                            gender: "MALE" | "FEMALE" | "OTHER";
                            age: number | null;
                            income_category: string;
                            content_creator_type_id: number;
                            subcategories: string[];
                            engagement_rate: number;
                            combined_followers_count: number;
                            verification: {
                                steps: {
                                    identity: string;
                                    social: string;
                                    payment: string;
                                };
                                status: string;
                            };
                            channels: {
                                channel: string;
                                handle: string;
                                followers: number;
                                level: string;
                                engagement_rate: number;
                                avg_views: number;
                                currency: string;
                                prices_minor: {
                                    [key: string]: number;
                                };
                            }[];
                            audience: {
                                age: {
                                    [key: string]: number;
                                };
                                gender: {
                                    female: number;
                                    male: number;
                                    other: number;
                                };
                                top_countries: {
                                    code: string;
                                    share: number;
                                }[];
                            } | null;
                            posts: {
                                id: number;
                                influencer_id: number;
                                name: string;
                                image: string | null;
                                platform: string;
                                media_type: string;
                                submission_link: string;
                                followers: number;
                                impressions: number;
                                reach: number;
                                shares: number;
                                saved: number;
                                engagement_rate: number;
                                cpe: number | null;
                                posted_at: string;
                            }[];
                        } | {
                            /** Format: uuid */
                            id: string;
                            influencer_id: number;
                            name: string;
                            image: string | null;
                            handle: string | null;
                            platform: string;
                            media_type: string;
                            submission_link: string;
                            followers: number;
                            impressions: number;
                            reach: number;
                            views: number;
                            shares: number;
                            saved: number;
                            engagement_rate: number;
                            cpe: number | null;
                            captured_at: string | null;
                            /** @enum {string|null} */
                            source: "CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED" | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant/influencer_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups of a company (company_id) or of every company the caller reaches */
        get: {
            parameters: {
                query?: {
                    company_id?: string;
                    include_metrics?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Create a group, optionally with creators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        company_id: string;
                        name: string;
                        description?: string | null;
                        /** @default [] */
                        influencer_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/influencer_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups with metrics (include_metrics=true) */
        get: {
            parameters: {
                query?: {
                    company_id?: string;
                    include_metrics?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                company_id: string;
                                name: string;
                                description: string | null;
                                code: string;
                                creators_count: number;
                                created_at: string;
                                updated_at: string;
                                metrics?: {
                                    creators_count: number;
                                    combined_followers: number;
                                    average_engagement_rate: number;
                                    channels: {
                                        [key: string]: number;
                                    };
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant/influencer_groups/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a group shared by its code into one of your companies */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        company_id: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/influencer_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group with its creator count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant/influencer_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group with a page of its creators */
        get: {
            parameters: {
                query?: {
                    page_number?: number;
                    page_size?: number;
                    channel?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                            influencers: {
                                total: number;
                                total_pages: number;
                                page_number: number;
                                page_size: number;
                                results: {
                                    id: number;
                                    name: string;
                                    avatar: string | null;
                                    country: string;
                                    combined_followers_count: number;
                                    engagement_rate: number;
                                    channels: string[];
                                    channel: {
                                        channel: string;
                                        handle: string;
                                        followers: number;
                                        level: string;
                                        engagement_rate: number;
                                    } | null;
                                    added_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a group */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename or describe a group */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/influencer_groups/{id}/influencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the group's creators, optionally on one channel */
        get: {
            parameters: {
                query?: {
                    page_number?: number;
                    page_size?: number;
                    channel?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                            total_pages: number;
                            page_number: number;
                            page_size: number;
                            results: {
                                id: number;
                                name: string;
                                avatar: string | null;
                                country: string;
                                combined_followers_count: number;
                                engagement_rate: number;
                                channels: string[];
                                channel: {
                                    channel: string;
                                    handle: string;
                                    followers: number;
                                    level: string;
                                    engagement_rate: number;
                                } | null;
                                added_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Add creators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        influencer_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Remove several creators */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        influencer_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merchant/influencer_groups/{id}/replace_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Replace the share code (the old one stops working) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/merchant/influencer_groups/{id}/influencers/{influencer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one creator */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    influencer_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            name: string;
                            description: string | null;
                            code: string;
                            creators_count: number;
                            created_at: string;
                            updated_at: string;
                            metrics?: {
                                creators_count: number;
                                combined_followers: number;
                                average_engagement_rate: number;
                                channels: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/universe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's creator universe: every creator in any of its groups, once */
        get: {
            parameters: {
                query?: {
                    page_number?: number;
                    page_size?: number;
                    channel?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                            total_pages: number;
                            page_number: number;
                            page_size: number;
                            results: {
                                id: number;
                                name: string;
                                avatar: string | null;
                                country: string;
                                combined_followers_count: number;
                                engagement_rate: number;
                                channels: string[];
                                channel: {
                                    channel: string;
                                    handle: string;
                                    followers: number;
                                    level: string;
                                    engagement_rate: number;
                                } | null;
                                added_at: string;
                            }[];
                            creators_count: number;
                            channels: {
                                [key: string]: number;
                            };
                            groups_count: number;
                            combined_followers: number;
                            average_engagement_rate: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's contract templates */
        get: {
            parameters: {
                query: {
                    company_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContractTemplate"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a template: a PDF (type FILE) or a text (type TEXT)
         * @description Fields: company_id (create), title, type (FILE or TEXT), body (Editor.js JSON as text, for TEXT) and file (a PDF, for FILE).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContractTemplate"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract_templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContractTemplate"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /**
         * Change the title, the text or the PDF of a template (contracts already made keep theirs)
         * @description Fields: company_id (create), title, type (FILE or TEXT), body (Editor.js JSON as text, for TEXT) and file (a PDF, for FILE).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContractTemplate"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a template; refused (409) while a live campaign uses it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract_templates/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The template's PDF (FILE templates) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contracts of a company and its brands, newest first */
        get: {
            parameters: {
                query: {
                    company_id: string;
                    campaign_id?: string;
                    status?: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            campaign: {
                                id: string;
                                name: string;
                            };
                            creator: {
                                id: number;
                                name: string;
                                avatar: string | null;
                            };
                            template_id: string | null;
                            template_title: string;
                            /** @enum {string} */
                            type: "FILE" | "TEXT";
                            text_hash: string;
                            /** @enum {string} */
                            status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
                            signed_at: string | null;
                            signer_name: string | null;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract: its text or file, status and signature audit trail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contracts/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contract's PDF as it was when the contract was made */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contracts/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a pending or signed contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a campaign: creators, deliverables (tasks), contracts; money computed by the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_id: string;
                        /** Format: uuid */
                        brief_id?: string | null;
                        /** Format: uuid */
                        draft_id?: string;
                        name: string;
                        country: string;
                        timezone: string;
                        /** Format: date-time */
                        start_date: string;
                        /** Format: date-time */
                        end_date: string;
                        start_time?: string;
                        end_time?: string;
                        platforms: string[];
                        /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                        budget_minor: number;
                        currency: string;
                        /** @default [] */
                        subcategories?: string[];
                        purchase_order?: string | null;
                        /** @default [] */
                        influencer_groups?: string[];
                        /** @default [] */
                        influencer_ids?: number[];
                        /**
                         * @default {
                         *       "gender": "BOTH",
                         *       "age_group": {
                         *         "from": 18,
                         *         "to": 100
                         *       },
                         *       "age_groups": [],
                         *       "income_categories": [],
                         *       "influencer_levels": [],
                         *       "locations": [],
                         *       "countries": []
                         *     }
                         */
                        preferences?: {
                            /**
                             * @default BOTH
                             * @enum {string}
                             */
                            gender?: "BOTH" | "MALE" | "FEMALE" | "OTHER";
                            /**
                             * @default {
                             *       "from": 18,
                             *       "to": 100
                             *     }
                             */
                            age_group?: {
                                from: number;
                                to: number;
                            };
                            /** @default [] */
                            age_groups?: string[];
                            /** @default [] */
                            income_categories?: ("LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH")[];
                            /** @default [] */
                            influencer_levels?: string[];
                            /** @default [] */
                            locations?: number[];
                            /** @default [] */
                            countries?: string[];
                        };
                        /** @default [] */
                        content_creator_type_ids?: number[];
                        /** @default  */
                        campaign_objective?: string;
                        /** @default  */
                        description?: string;
                        /** @default  */
                        call_to_action?: string;
                        thumbnail?: string | null;
                        /** @default [] */
                        assets?: string[];
                        /** @default [] */
                        handles?: {
                            channel: string;
                            text: string;
                        }[];
                        /** @default [] */
                        hashtags?: {
                            channel: string;
                            text: string;
                        }[];
                        /** @default [] */
                        contract_ids?: string[];
                        /** @default [] */
                        contract_template_ids?: string[];
                        /** @default [] */
                        selling_points?: {
                            description: string;
                            row_order: number;
                        }[];
                        /** @default [] */
                        content_creation_steps?: {
                            description: string;
                            row_order: number;
                        }[];
                        /** @default  */
                        product_overview?: string;
                        /** @default false */
                        pre_approval?: boolean;
                        /** @default false */
                        advertiser_pre_approval?: boolean;
                        /** @default 3 */
                        max_content_rounds?: number;
                        /** @default false */
                        contract_signature_required?: boolean;
                        deliverables: {
                            influencer_ids: number[];
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string;
                            /**
                             * @default NONE
                             * @enum {string}
                             */
                            bonus_type?: "NONE" | "EXTRA" | "FIXED";
                            /**
                             * @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017)
                             * @default 0
                             */
                            bonus_amount_minor?: number;
                            /** @default  */
                            extra_instructions?: string;
                            channel: string;
                            post_content_type: string;
                            /** @default 1 */
                            number_of_posts?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creators' prices per channel and post type in minor units of a currency (the wizard's live cost) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency: string;
                        influencer_ids: number[];
                        channels: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            prices: {
                                influencer_id: number;
                                channel: string;
                                post_content_type: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's figures from its rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            budget_spent_minor: number;
                            influencers_allocated: number;
                            posts_under_review: number;
                            posts_verified: number;
                            total_posts_count: number;
                            verified_content_percent: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public campaign page: nothing private; unknown ids are 404 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            brand_name: string;
                            brand_logo: string | null;
                            start_date: string;
                            end_date: string;
                            timezone: string;
                            platforms: string[];
                            description: string;
                            call_to_action: string;
                            thumbnail: string | null;
                            /** @enum {string} */
                            campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
                            metrics: {
                                posts_live: number;
                                reach: number;
                                views: number;
                                impressions: number;
                                engagement_rate: number;
                                simulated: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an upcoming or ongoing campaign (409 otherwise); its live contracts become void */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campaign"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/all/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's campaigns (its brands' too) by date: ongoing, upcoming, finished */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ongoing_campaigns: {
                                id: string;
                                company_id: string;
                                brand_name: string;
                                name: string;
                                start_date: string;
                                end_date: string;
                                timezone: string;
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                budget_minor: number;
                                channels: string[];
                                /** @enum {string} */
                                campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
                                creators_count: number;
                                thumbnail: string | null;
                                is_demo: boolean;
                                created_at: string;
                            }[];
                            upcoming_campaigns: {
                                id: string;
                                company_id: string;
                                brand_name: string;
                                name: string;
                                start_date: string;
                                end_date: string;
                                timezone: string;
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                budget_minor: number;
                                channels: string[];
                                /** @enum {string} */
                                campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
                                creators_count: number;
                                thumbnail: string | null;
                                is_demo: boolean;
                                created_at: string;
                            }[];
                            finished_campaigns: {
                                id: string;
                                company_id: string;
                                brand_name: string;
                                name: string;
                                start_date: string;
                                end_date: string;
                                timezone: string;
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                budget_minor: number;
                                channels: string[];
                                /** @enum {string} */
                                campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
                                creators_count: number;
                                thumbnail: string | null;
                                is_demo: boolean;
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/search/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search a company's campaigns by status and name, sorted and paged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        campaign_statuses?: ("UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED")[];
                        name?: string;
                        /** @default 1 */
                        page_number?: number;
                        /** @default 10 */
                        page_size?: number;
                        /**
                         * @default [
                         *       {
                         *         "sort_by": "START_DATE",
                         *         "sort_direction": "DESC"
                         *       }
                         *     ]
                         */
                        sortings?: {
                            /** @enum {string} */
                            sort_by: "NAME" | "START_DATE" | "END_DATE" | "BUDGET" | "CREATED" | "STATUS";
                            /**
                             * @default ASC
                             * @enum {string}
                             */
                            sort_direction?: "ASC" | "DESC";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            search_results: {
                                id: string;
                                company_id: string;
                                brand_name: string;
                                name: string;
                                start_date: string;
                                end_date: string;
                                timezone: string;
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                budget_minor: number;
                                channels: string[];
                                /** @enum {string} */
                                campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
                                creators_count: number;
                                thumbnail: string | null;
                                is_demo: boolean;
                                created_at: string;
                            }[];
                            results_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/tasks/{task_id}/subtasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task's subtasks (dated posts), soonest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            task_id: string;
                            end_date: string;
                            influencers: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Add subtasks: dated posts of the task, due inside the campaign's dates, for some of its creators (all when none are named) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subtasks: {
                            /** Format: date-time */
                            end_date: string;
                            influencer_ids?: number[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            task_id: string;
                            end_date: string;
                            influencers: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a subtask's end date (inside the campaign's dates) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                    subtask_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        end_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            task_id: string;
                            end_date: string;
                            influencers: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a subtask */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                    subtask_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Move a subtask's end date (inside the campaign's dates) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                    subtask_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        end_date: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            task_id: string;
                            end_date: string;
                            influencers: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}/influencers/{influencer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a creator off a subtask */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                    subtask_id: string;
                    influencer_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            task_id: string;
                            end_date: string;
                            influencers: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/campaign/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The campaign logo: multipart fields campaign_id and file (jpeg or png, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            thumbnail: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/universe/po_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a purchase order for a campaign paid by invoice: multipart fields campaign_id, campaign_name (the PO name), po_number, amount_minor (digits), currency, and an optional PDF file */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            campaign_id: string;
                            po_name: string;
                            po_number: string;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                            currency: string;
                            file: {
                                name: string;
                            } | null;
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's drafts, last changed first */
        get: {
            parameters: {
                query: {
                    company_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignDraft"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Save the wizard as a draft (any fields; dates may be null) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        company_id: string;
                        name?: string | null;
                        /** @default 0 */
                        step?: number;
                        /** @default {} */
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignDraft"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign_drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved campaign draft */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignDraft"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a campaign draft */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change any fields of a draft (dates may be null) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string | null;
                        step?: number;
                        data?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CampaignDraft"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/upload/editor/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An image for a rich-text body: multipart fields company_id and file (jpeg or png, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            name: string;
                            /** @enum {string} */
                            content_type: "image/jpeg" | "image/png" | "application/pdf";
                            size: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creator sign-up; e-mails a 6-digit code (same answer whether or not the address has an account) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sign-up's code: creates the account and answers its first session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            email_verified: true;
                            access_token?: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/resend-email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail a new sign-up code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creator log-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            creator_profile: components["schemas"]["CreatorProfile"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current creator session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password-reset link (same reply whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/auth/save_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token; ends all creator sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator profile with its verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorProfile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Save the whole profile; the first save lists the creator in the catalogue */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        phone: string;
                        country_code: string;
                        /** @default null */
                        location_id?: number | null;
                        /** @enum {string} */
                        gender: "MALE" | "FEMALE" | "OTHER";
                        /** Format: date */
                        date_of_birth: string;
                        /** @enum {string} */
                        income_category: "LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH";
                        content_creator_type_id: number;
                        interests: string[];
                        /** @default  */
                        bio?: string;
                        channels: {
                            channel: string;
                            handle: string;
                            followers: number;
                            /** @default [] */
                            rates?: {
                                post_content_type: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorProfile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/verification/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an identity document (image or PDF, field file) for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorProfile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/verification/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the profile's channels for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorProfile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/verification/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the M-Pesa payout number for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mpesa_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorProfile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's campaign invitations, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorInvitation"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invitation (its id is the campaign id) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorInvitation"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept: makes the assignments (409 once answered or when the campaign ended) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorInvitation"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline with a reason: ends the contracts of the campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorInvitation"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's contracts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            campaign: {
                                id: string;
                                name: string;
                            };
                            creator: {
                                id: number;
                                name: string;
                                avatar: string | null;
                            };
                            template_id: string | null;
                            template_title: string;
                            /** @enum {string} */
                            type: "FILE" | "TEXT";
                            text_hash: string;
                            /** @enum {string} */
                            status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
                            signed_at: string | null;
                            signer_name: string | null;
                            created_at: string;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract: its exact text or file, with text_hash */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/contracts/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contract's PDF */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/contracts/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign: full name, agree, and the text_hash of the text shown (409 if it changed or is not awaiting a signature) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        full_name: string;
                        /** @enum {boolean} */
                        agree: true;
                        text_hash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/contracts/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a contract awaiting a signature, with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contract"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agreed work: one row per task of an accepted invitation or bid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Assignment"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agreed work of a company and its brands, with each post's content state */
        get: {
            parameters: {
                query?: {
                    campaign_id?: string;
                    job_id?: string;
                };
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAssignment"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a job, or update it with job_id before its first bid; publish false keeps a draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        job_id?: string;
                        /** Format: uuid */
                        brand_id: string;
                        name: string;
                        /** Format: date-time */
                        bid_start_date: string;
                        /** Format: date-time */
                        bid_end_date: string;
                        /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                        budget_minor: number;
                        currency: string;
                        country: string;
                        /** Format: date-time */
                        estimated_campaign_start_date: string;
                        /** @enum {string} */
                        campaign_period: "day" | "week" | "month";
                        campaign_duration: number;
                        /** @enum {string} */
                        marketplace_mode: "influencer_attributes" | "self-select" | "groups";
                        /** @default [] */
                        marketplace_values_group?: string[];
                        /** @default [] */
                        marketplace_values_self_select?: number[];
                        /**
                         * @default {
                         *       "occupation": [],
                         *       "interests": [],
                         *       "age_group": {
                         *         "from": 18,
                         *         "to": 100
                         *       },
                         *       "posting_about": [],
                         *       "countries": [],
                         *       "locations": [],
                         *       "gender": "BOTH",
                         *       "income_category": [],
                         *       "influencer_levels": []
                         *     }
                         */
                        marketplace_values_influencer_attributes?: {
                            /** @default [] */
                            occupation?: string[];
                            /** @default [] */
                            interests?: string[];
                            /**
                             * @default {
                             *       "from": 18,
                             *       "to": 100
                             *     }
                             */
                            age_group?: {
                                from: number;
                                to: number;
                            };
                            /** @default [] */
                            posting_about?: string[];
                            /** @default [] */
                            countries?: string[];
                            /** @default [] */
                            locations?: number[];
                            /**
                             * @default BOTH
                             * @enum {string}
                             */
                            gender?: "BOTH" | "MALE" | "FEMALE" | "OTHER";
                            /** @default [] */
                            income_category?: ("LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH")[];
                            /** @default [] */
                            influencer_levels?: string[];
                        };
                        channels: string[];
                        tasks: {
                            channel: string;
                            post_content_type: string;
                            /** @default 1 */
                            number?: number;
                        }[];
                        /** @default true */
                        publish?: boolean;
                        /** @default true */
                        pre_approval?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Job"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job with its expanded tasks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Job"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/get_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A brand's jobs as job listings, drafts included */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_id: string;
                        platform?: string;
                        currency?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobListing"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/campaign_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A brand's jobs with an accepted bid (agreed work) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_id: string;
                        platform?: string;
                        currency?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobListing"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/update_job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft, close a job (its open bids are rejected) or extend its bid end date */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        job_id: string;
                        /** @enum {string} */
                        action: "PUBLISH" | "CLOSE" | "EXTEND";
                        /** Format: date-time */
                        bid_end_date?: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Job"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/all_job_bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A job's bids with their whole history */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        job_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/bids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bid with its history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs-marketplace/bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a creator's offer: ACCEPT, REJECT (with a reason) or COUNTER (with an offer); 409 when it is not the brand's turn */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        bid_id: string;
                        /** @enum {string} */
                        action: "ACCEPT" | "REJECT" | "COUNTER";
                        offer?: {
                            channel: string;
                            post_content_type: string;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                        }[];
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open jobs this creator may bid on, by channel and country, paged */
        get: {
            parameters: {
                query?: {
                    channel?: string;
                    country?: string;
                    page_number?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["CreatorJob"][];
                            results_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job this creator may bid on */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatorJob"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/jobs/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bid: an offer per channel and post type (amounts in minor units); inside the bid window, once per job */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        offer: {
                            channel: string;
                            post_content_type: string;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's bids with their history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/bids/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the brand's counter-offer (409 when it is not the creator's turn) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/bids/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counter the brand's offer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        offer: {
                            channel: string;
                            post_content_type: string;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/bids/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an ongoing bid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobBid"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/assignments/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft of a post: multipart `file` parts (jpeg, png, webp up to 5 MB; mp4, mov, webm up to VIDEO_MAX_MB), `caption`, optional `post_index` (default 1); again after changes were requested */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentItem"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/assignments/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the live link of a post straight away, for work without pre-approval */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        post_url: string;
                        post_index?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentItem"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my content items: its rounds, comments and caption check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentItem"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/content/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the live link of an approved post (or a corrected one after a rejection) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        post_url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentItem"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/content/{id}/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of my draft (answers Range requests) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    file_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pre-approval queue of a company and its brands: filter by status, campaign, creator, late */
        get: {
            parameters: {
                query?: {
                    status?: "TO_REVIEW" | "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                    campaign_id?: string;
                    creator_id?: string;
                    late?: "true" | "false";
                    page_number?: string;
                    page_size?: "5" | "10" | "20" | "50";
                };
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                assignment_id: string;
                                post_index: number;
                                /** @enum {string} */
                                status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                                round: number;
                                late: boolean;
                                due_at: string | null;
                                channel: string;
                                post_content_type: string;
                                creator: {
                                    id: number;
                                    name: string;
                                };
                                campaign: {
                                    id: string;
                                    name: string;
                                } | null;
                                job: {
                                    id: string;
                                    name: string;
                                } | null;
                                brand: {
                                    id: string;
                                    name: string;
                                };
                                preview: {
                                    id: string;
                                    url: string;
                                    content_type: string;
                                    size_bytes: number;
                                    filename: string;
                                } | null;
                                updated_at: string;
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content item with its rounds, comments, the brief's requirements and the caption check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the draft back with a comment (refused on the last round) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/verify-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the live post (no body) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/reject-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject the live link with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/files/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of a draft (answers Range requests, so video seeks) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    file_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first, with the unread count */
        get: {
            parameters: {
                query?: {
                    page_number?: string;
                    page_size?: "5" | "10" | "20" | "50";
                    unread?: "true" | "false";
                    company_id?: string;
                    topic?: "campaign_updates" | "bids" | "content_approvals" | "payments" | "team" | "product_news";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["Notification"][];
                            total: number;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of my notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: one `data:` JSON event per new notification (and the unread count after a read); a heartbeat comment every 25 s */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first, with the unread count */
        get: {
            parameters: {
                query?: {
                    page_number?: string;
                    page_size?: "5" | "10" | "20" | "50";
                    unread?: "true" | "false";
                    company_id?: string;
                    topic?: "campaign_updates" | "bids" | "content_approvals" | "payments" | "team" | "product_news";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["Notification"][];
                            total: number;
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of my notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread_count: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: one `data:` JSON event per new notification (and the unread count after a read); a heartbeat comment every 25 s */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's billing mode */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            /** @enum {string|null} */
                            billing_mode: "MPESA" | "INVOICE" | null;
                            mpesa_phone: string | null;
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Set the billing mode: M-Pesa with the paying number, or invoice (owners) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        billing_mode: "MPESA" | "INVOICE";
                        mpesa_phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            /** @enum {string|null} */
                            billing_mode: "MPESA" | "INVOICE" | null;
                            mpesa_phone: string | null;
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/fundings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund a campaign or an accepted bid: agreed work + 30% platform fee + 15% VAT, by M-Pesa or invoice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        campaign_id?: string;
                        /** Format: uuid */
                        bid_id?: string;
                        /** @enum {string} */
                        method: "MPESA" | "INVOICE";
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            campaign_id: string | null;
                            bid_id: string | null;
                            subject: string;
                            /** @enum {string} */
                            method: "MPESA" | "INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "FUNDED" | "FAILED" | "REFUNDED";
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                            currency: string;
                            lines: {
                                /** @enum {string} */
                                kind: "WORK" | "PLATFORM_FEE" | "VAT";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                            }[];
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX" | "BANK";
                            checkout_request_id?: string | null;
                            phone: string | null;
                            failure_reason: string | null;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            escrow_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            released_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            refunded_minor: number;
                            invoice: {
                                id: string;
                                number: string;
                            } | null;
                            receipt: {
                                id: string;
                                number: string;
                            } | null;
                            created_at: string;
                            funded_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/fundings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One funding with its lines and state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            campaign_id: string | null;
                            bid_id: string | null;
                            subject: string;
                            /** @enum {string} */
                            method: "MPESA" | "INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "FUNDED" | "FAILED" | "REFUNDED";
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                            currency: string;
                            lines: {
                                /** @enum {string} */
                                kind: "WORK" | "PLATFORM_FEE" | "VAT";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                            }[];
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX" | "BANK";
                            checkout_request_id?: string | null;
                            phone: string | null;
                            failure_reason: string | null;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            escrow_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            released_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            refunded_minor: number;
                            invoice: {
                                id: string;
                                number: string;
                            } | null;
                            receipt: {
                                id: string;
                                number: string;
                            } | null;
                            created_at: string;
                            funded_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/fundings/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask again for a failed M-Pesa funding (optionally from another number) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            company_id: string;
                            campaign_id: string | null;
                            bid_id: string | null;
                            subject: string;
                            /** @enum {string} */
                            method: "MPESA" | "INVOICE";
                            /** @enum {string} */
                            status: "PENDING" | "FUNDED" | "FAILED" | "REFUNDED";
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            amount_minor: number;
                            currency: string;
                            lines: {
                                /** @enum {string} */
                                kind: "WORK" | "PLATFORM_FEE" | "VAT";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                            }[];
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX" | "BANK";
                            checkout_request_id?: string | null;
                            phone: string | null;
                            failure_reason: string | null;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            escrow_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            released_minor: number;
                            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                            refunded_minor: number;
                            invoice: {
                                id: string;
                                number: string;
                            } | null;
                            receipt: {
                                id: string;
                                number: string;
                            } | null;
                            created_at: string;
                            funded_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/fundings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fundings of a company's campaign or bid, newest first */
        get: {
            parameters: {
                query?: {
                    campaign_id?: string;
                    bid_id?: string;
                };
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                company_id: string;
                                campaign_id: string | null;
                                bid_id: string | null;
                                subject: string;
                                /** @enum {string} */
                                method: "MPESA" | "INVOICE";
                                /** @enum {string} */
                                status: "PENDING" | "FUNDED" | "FAILED" | "REFUNDED";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                                currency: string;
                                lines: {
                                    /** @enum {string} */
                                    kind: "WORK" | "PLATFORM_FEE" | "VAT";
                                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                    amount_minor: number;
                                }[];
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                checkout_request_id?: string | null;
                                phone: string | null;
                                failure_reason: string | null;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                escrow_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                released_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                refunded_minor: number;
                                invoice: {
                                    id: string;
                                    number: string;
                                } | null;
                                receipt: {
                                    id: string;
                                    number: string;
                                } | null;
                                created_at: string;
                                funded_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's payments (its tree): balances, fundings, payouts, refunds; format=csv streams a CSV */
        get: {
            parameters: {
                query?: {
                    type?: "FUNDING" | "PAYOUT" | "REFUND";
                    status?: string;
                    from?: string;
                    to?: string;
                    page_number?: number;
                    page_size?: number;
                    format?: "json" | "csv";
                };
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                funded_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                escrow_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                paid_out_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                refunded_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                wallet_minor: number;
                            }[];
                            results: {
                                id: string;
                                /** @enum {string} */
                                type: "FUNDING" | "PAYOUT" | "REFUND";
                                status: string;
                                company_id: string;
                                company_name: string;
                                subject: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                                currency: string;
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                reference: string | null;
                                document: {
                                    id: string;
                                    number: string;
                                    /** @enum {string} */
                                    kind: "INVOICE" | "RECEIPT";
                                } | null;
                                created_at: string;
                            }[];
                            results_count: number;
                            page_number: number;
                            page_size: number;
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments across every company whose payments the merchant may read; format=csv streams a CSV */
        get: {
            parameters: {
                query?: {
                    type?: "FUNDING" | "PAYOUT" | "REFUND";
                    status?: string;
                    from?: string;
                    to?: string;
                    page_number?: number;
                    page_size?: number;
                    format?: "json" | "csv";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balances: {
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                funded_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                escrow_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                paid_out_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                refunded_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                wallet_minor: number;
                            }[];
                            results: {
                                id: string;
                                /** @enum {string} */
                                type: "FUNDING" | "PAYOUT" | "REFUND";
                                status: string;
                                company_id: string;
                                company_name: string;
                                subject: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                                currency: string;
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                reference: string | null;
                                document: {
                                    id: string;
                                    number: string;
                                    /** @enum {string} */
                                    kind: "INVOICE" | "RECEIPT";
                                } | null;
                                created_at: string;
                            }[];
                            results_count: number;
                            page_number: number;
                            page_size: number;
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{company_id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payouts of the company's work, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    company_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                assignment_id: string;
                                post_index: number;
                                /** @enum {string} */
                                status: "AWAITING_FUNDS" | "PAYABLE" | "PENDING" | "PAID" | "FAILED";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                gross_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                withholding_minor: number;
                                withholding_percent: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                net_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                sent_minor: number | null;
                                currency: string;
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                phone: string | null;
                                failure_reason: string | null;
                                provider_reference: string | null;
                                receipt: {
                                    id: string;
                                    number: string;
                                } | null;
                                work: string;
                                creator_name: string;
                                created_at: string;
                                paid_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/payouts/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry a failed payout (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/documents/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice or receipt of a company whose payments the caller may read (PDF) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The M-Pesa numbers the merchant pays with (companies' billing they set, fundings they paid) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            numbers: {
                                phone: string;
                                billing_for: string[];
                                payments: number;
                                last_used_at: string | null;
                            }[];
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/payments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fundings this merchant started, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                company_id: string;
                                campaign_id: string | null;
                                bid_id: string | null;
                                subject: string;
                                /** @enum {string} */
                                method: "MPESA" | "INVOICE";
                                /** @enum {string} */
                                status: "PENDING" | "FUNDED" | "FAILED" | "REFUNDED";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                amount_minor: number;
                                currency: string;
                                lines: {
                                    /** @enum {string} */
                                    kind: "WORK" | "PLATFORM_FEE" | "VAT";
                                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                    amount_minor: number;
                                }[];
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                checkout_request_id?: string | null;
                                phone: string | null;
                                failure_reason: string | null;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                escrow_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                released_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                refunded_minor: number;
                                invoice: {
                                    id: string;
                                    number: string;
                                } | null;
                                receipt: {
                                    id: string;
                                    number: string;
                                } | null;
                                created_at: string;
                                funded_at: string | null;
                                company_name: string;
                            }[];
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Earnings: pending, paid, tax withheld, carried cents; each payout with its receipt */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency_totals: {
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                pending_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                paid_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                withheld_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                carried_minor: number;
                            }[];
                            payouts: {
                                id: string;
                                assignment_id: string;
                                post_index: number;
                                /** @enum {string} */
                                status: "AWAITING_FUNDS" | "PAYABLE" | "PENDING" | "PAID" | "FAILED";
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                gross_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                withholding_minor: number;
                                withholding_percent: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                net_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                sent_minor: number | null;
                                currency: string;
                                /** @enum {string} */
                                provider: "MPESA" | "SANDBOX" | "BANK";
                                phone: string | null;
                                failure_reason: string | null;
                                provider_reference: string | null;
                                receipt: {
                                    id: string;
                                    number: string;
                                } | null;
                                work: string;
                                creator_name: string;
                                created_at: string;
                                paid_at: string | null;
                            }[];
                            mpesa_number: string | null;
                            payout_ready: boolean;
                            /** @enum {string} */
                            provider: "MPESA" | "SANDBOX";
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/earnings/documents/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payout receipt of the creator's own (PDF) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/mpesa/{token}/stk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** M-Pesa stk callback (Daraja's shape); answered { ResultCode: 0 } once received */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ResultCode: number;
                            ResultDesc: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/mpesa/{token}/b2c/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** M-Pesa b2c-result callback (Daraja's shape); answered { ResultCode: 0 } once received */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ResultCode: number;
                            ResultDesc: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/mpesa/{token}/b2c/timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** M-Pesa b2c-timeout callback (Daraja's shape); answered { ResultCode: 0 } once received */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ResultCode: number;
                            ResultDesc: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/campaign_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A campaign's (or job's) figures per day, per creator and in total; or, with brand_id, from and to, what a brand's campaigns and jobs gained in that range */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        campaign_id?: string;
                        /** Format: uuid */
                        brand_id?: string;
                        from?: string;
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                performances: {
                                    label: string[];
                                    data: {
                                        reach: number[];
                                        engagement_rate: number[];
                                        impressions: number[];
                                        views: number[];
                                    };
                                };
                                influencers: {
                                    influencer_id: number;
                                    name: string;
                                    avatar: string | null;
                                    level: string | null;
                                    posts: number;
                                    impressions: number;
                                    reach: number;
                                    views: number;
                                    engagements: number;
                                    engagement_rate: number;
                                    cost_per_engagement: number | null;
                                }[];
                                posts: {
                                    /** Format: uuid */
                                    id: string;
                                    influencer_id: number;
                                    platform: string;
                                    media_type: string;
                                    submission_link: string;
                                }[];
                                totals: {
                                    posts_live: number;
                                    impressions: number;
                                    reach: number;
                                    views: number;
                                    engagements: number;
                                    engagement_rate: number;
                                };
                                sources: ("CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED")[];
                                simulated: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/audience_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The report's audience: age, gender, top countries and cities, weighted by each creator's reach */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        campaign_id?: string;
                        /** Format: uuid */
                        brand_id?: string;
                        from?: string;
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                age: {
                                    [key: string]: number;
                                };
                                gender: {
                                    [key: string]: number;
                                };
                                countries: {
                                    name: string;
                                    percentage: number;
                                }[];
                                cities: {
                                    name: string;
                                    percentage: number;
                                }[];
                                sample: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Insights from the campaign’s own figures against benchmarks, by platform and category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        campaign_id?: string;
                        /** Format: uuid */
                        brand_id?: string;
                        from?: string;
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                insights: {
                                    [key: string]: {
                                        [key: string]: {
                                            Insight: string;
                                            Action: string;
                                            CTA: string;
                                        }[];
                                    };
                                };
                                benchmark_source: string;
                                rewritten: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/insights_public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The public campaign page’s insights: nothing private (no costs, no budget, no contact) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                insights: {
                                    [key: string]: {
                                        [key: string]: {
                                            Insight: string;
                                            Action: string;
                                            CTA: string;
                                        }[];
                                    };
                                };
                                benchmark_source: string;
                                rewritten: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/campaign_metrics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report as CSV: one row per live post and day, streamed */
        get: {
            parameters: {
                query?: {
                    campaign_id?: string;
                    brand_id?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a campaign's post figures from CSV text with the header post_url,date,impressions,reach,views,likes,comments,shares,saved,followers: every line is checked first; one bad line refuses the file (issues name line and column) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campaign_id: string;
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            imported: number;
                            posts: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live post's readings, newest first (creators' reports to accept or dispute among them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            content_id: string;
                            captured_at: string;
                            impressions: number;
                            reach: number;
                            views: number;
                            likes: number;
                            comments: number;
                            shares: number;
                            saved: number;
                            followers: number;
                            engagement_rate: number;
                            /** @enum {string} */
                            source: "CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED";
                            /** @enum {string} */
                            review_status: "PENDING" | "ACCEPTED" | "DISPUTED";
                            dispute_reason: string | null;
                            has_evidence: boolean;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/metrics/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a creator's reported figures (they count from now on) or dispute them with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        move: "ACCEPT" | "DISPUTE";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            content_id: string;
                            captured_at: string;
                            impressions: number;
                            reach: number;
                            views: number;
                            likes: number;
                            comments: number;
                            shares: number;
                            saved: number;
                            followers: number;
                            engagement_rate: number;
                            /** @enum {string} */
                            source: "CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED";
                            /** @enum {string} */
                            review_status: "PENDING" | "ACCEPTED" | "DISPUTED";
                            dispute_reason: string | null;
                            has_evidence: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/metrics/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screenshot a creator sent with a report */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/content/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My live post's readings and reports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            content_id: string;
                            captured_at: string;
                            impressions: number;
                            reach: number;
                            views: number;
                            likes: number;
                            comments: number;
                            shares: number;
                            saved: number;
                            followers: number;
                            engagement_rate: number;
                            /** @enum {string} */
                            source: "CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED";
                            /** @enum {string} */
                            review_status: "PENDING" | "ACCEPTED" | "DISPUTED";
                            dispute_reason: string | null;
                            has_evidence: boolean;
                        }[];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Report a live post's figures from the platform's insights: multipart fields impressions, reach, views, likes, comments, shares, saved, followers (whole numbers), optional captured_at, and the screenshot as `file` (jpeg or png, at most 5 MB); the brand accepts or disputes them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            content_id: string;
                            captured_at: string;
                            impressions: number;
                            reach: number;
                            views: number;
                            likes: number;
                            comments: number;
                            shares: number;
                            saved: number;
                            followers: number;
                            engagement_rate: number;
                            /** @enum {string} */
                            source: "CREATOR_REPORTED" | "CSV_IMPORT" | "INSTAGRAM" | "TIKTOK" | "SIMULATED";
                            /** @enum {string} */
                            review_status: "PENDING" | "ACCEPTED" | "DISPUTED";
                            dispute_reason: string | null;
                            has_evidence: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/content/metrics/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screenshot I sent with a report */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The packages of spec section 9 (KES): name, price, creators, videos, reach, engagement, popular */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            packages: {
                                name: string;
                                price: number;
                                price_minor: number;
                                currency: string;
                                creators: number;
                                videos: number;
                                reach: string;
                                engagementRate: string;
                                isPopular: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/campaigns/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recommended package for a budget (whole shillings), the creators chosen automatically within its work budget (or the ones kept after swaps, checked again), other matches to swap, and the priced lines */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        budget: number;
                        channels: ("INSTAGRAM" | "TIKTOK" | "YOUTUBE" | "FACEBOOK")[];
                        /** Format: date-time */
                        start_date: string;
                        /** Format: date-time */
                        end_date: string;
                        description: string;
                        /** @enum {string} */
                        package?: "Launch" | "Boost" | "Scale" | "Platinum";
                        influencer_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recommended_package: {
                                name: string;
                                price: number;
                                price_minor: number;
                                currency: string;
                                creators: number;
                                videos: number;
                                reach: string;
                                engagementRate: string;
                                isPopular: boolean;
                            } | null;
                            package: {
                                name: string;
                                price: number;
                                price_minor: number;
                                currency: string;
                                creators: number;
                                videos: number;
                                reach: string;
                                engagementRate: string;
                                isPopular: boolean;
                            };
                            split: {
                                work_minor: number;
                                platform_fee_minor: number;
                                vat_minor: number;
                                total_minor: number;
                            };
                            creators: {
                                influencer_id: number;
                                name: string;
                                avatar: string | null;
                                channel: string;
                                post_content_type: string;
                                level: string;
                                followers: number;
                                engagement_rate: number;
                                posts: number;
                                cost_minor: number;
                            }[];
                            alternatives: {
                                influencer_id: number;
                                name: string;
                                avatar: string | null;
                                channel: string;
                                post_content_type: string;
                                level: string;
                                followers: number;
                                engagement_rate: number;
                                posts: number;
                                cost_minor: number;
                            }[];
                            cost: {
                                currency: string;
                                deliverables_total_minor: number;
                                platform_fee_minor: number;
                                vat_minor: number;
                                total_minor: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's campaigns (the spec's SME view), sorted by status ascending, paged */
        get: {
            parameters: {
                query?: {
                    page_number?: number;
                    page_size?: number;
                };
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                name: string;
                                channels: string[];
                                campaign_status_for_merchant: string;
                                start_date: string;
                                end_date: string;
                                currency: string;
                                budget: number;
                                budget_minor: number;
                                package: string | null;
                                creator_selection_method: string | null;
                            }[];
                            results_count: number;
                            page_number: number;
                            page_size: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        /** Create the previewed campaign (creator_selection_method AUTO_SELECTION, budget the package price): creators invited, drafts pre-approved in Contents, paid through the payments calls */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        budget: number;
                        channels: ("INSTAGRAM" | "TIKTOK" | "YOUTUBE" | "FACEBOOK")[];
                        /** Format: date-time */
                        start_date: string;
                        /** Format: date-time */
                        end_date: string;
                        description: string;
                        /** @enum {string} */
                        package?: "Launch" | "Boost" | "Scale" | "Platinum";
                        influencer_ids?: number[];
                        name: string;
                        /** @default  */
                        product?: string;
                        /** @default  */
                        goal?: string;
                        /** @default  */
                        dos?: string;
                        /** @default  */
                        donts?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            channels: string[];
                            campaign_status_for_merchant: string;
                            start_date: string;
                            end_date: string;
                            currency: string;
                            budget: number;
                            budget_minor: number;
                            package: string | null;
                            creator_selection_method: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reach, engagement, active campaigns and creators of the last 30 days against the 30 before (icon, name, percentageChange, value), the latest campaigns and the content waiting for approval */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stats: {
                                /** @enum {string} */
                                icon: "reach" | "engagement" | "campaigns" | "creators";
                                name: string;
                                percentageChange: number | null;
                                value: number;
                            }[];
                            recent_campaigns: {
                                id: string;
                                name: string;
                                channels: string[];
                                campaign_status_for_merchant: string;
                                start_date: string;
                                end_date: string;
                                currency: string;
                                budget: number;
                                budget_minor: number;
                                package: string | null;
                                creator_selection_method: string | null;
                            }[];
                            content_waiting: {
                                count: number;
                                items: {
                                    id: string;
                                    campaign_id: string | null;
                                    campaign_name: string;
                                    creator: {
                                        id: number;
                                        name: string;
                                        avatar: string | null;
                                    };
                                    post_index: number;
                                    status: string;
                                    round: number;
                                    post_url: string | null;
                                    updated_at: string;
                                    metrics: {
                                        reach: number;
                                        views: number;
                                        engagement_rate: number;
                                        simulated: boolean;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every piece the business's creators made, newest first (filter ALL, TO_REVIEW or LIVE), with live posts' figures; drafts are decided with the content calls */
        get: {
            parameters: {
                query?: {
                    filter?: "ALL" | "TO_REVIEW" | "LIVE";
                    page_number?: number;
                    page_size?: number;
                };
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                campaign_id: string | null;
                                campaign_name: string;
                                creator: {
                                    id: number;
                                    name: string;
                                    avatar: string | null;
                                };
                                post_index: number;
                                status: string;
                                round: number;
                                post_url: string | null;
                                updated_at: string;
                                metrics: {
                                    reach: number;
                                    views: number;
                                    engagement_rate: number;
                                    simulated: boolean;
                                } | null;
                            }[];
                            results_count: number;
                            page_number: number;
                            page_size: number;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business profile and logo, the M-Pesa number that pays, the owner’s notification choices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                name: string;
                                description: string | null;
                                website: string | null;
                                industry: string | null;
                                country: string | null;
                                logo: string | null;
                            };
                            mpesa_phone: string | null;
                            notification_preferences: {
                                [key: string]: {
                                    email: boolean;
                                    in_app: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        /** Save the business profile, the M-Pesa number and the notification choices, all or nothing */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        business: {
                            name: string;
                            website?: ("" | string) | null;
                            /** @enum {string|null} */
                            industry?: "Agriculture" | "Beauty & personal care" | "Education" | "Entertainment & media" | "Fashion & apparel" | "Financial services" | "Food & beverage" | "Health & wellness" | "Hospitality & travel" | "Marketing & advertising" | "Real estate" | "Retail & e-commerce" | "Technology" | "Telecommunications" | "Transport & logistics" | "Other" | null;
                            country?: string | null;
                            description?: string | null;
                        };
                        mpesa_phone?: string | null;
                        notification_preferences?: {
                            campaign_updates: {
                                email: boolean;
                                in_app: boolean;
                            };
                            bids: {
                                email: boolean;
                                in_app: boolean;
                            };
                            content_approvals: {
                                email: boolean;
                                in_app: boolean;
                            };
                            payments: {
                                email: boolean;
                                in_app: boolean;
                            };
                            team: {
                                email: boolean;
                                in_app: boolean;
                            };
                            product_news: {
                                email: boolean;
                                in_app: boolean;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                name: string;
                                description: string | null;
                                website: string | null;
                                industry: string | null;
                                country: string | null;
                                logo: string | null;
                            };
                            mpesa_phone: string | null;
                            notification_preferences: {
                                [key: string]: {
                                    email: boolean;
                                    in_app: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sme/{sme_id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The business's logo: multipart `file` (jpeg or png, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sme_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            logo: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company dashboard: campaigns running and ending this week, content waiting for review, this month's reach and engagement against last month, money in escrow and paid this month (with payments.view), and the caller's latest notifications; for the company and everything under it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: string;
                            as_of: string;
                            month: string;
                            previous_month: string;
                            active_campaigns: number;
                            content_waiting: number;
                            reach: {
                                current: number;
                                previous: number;
                                change_percent: number | null;
                            };
                            engagement_rate: {
                                current: number;
                                previous: number;
                                change_percent: number | null;
                            };
                            money: {
                                currency: string;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                escrow_minor: number;
                                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                                paid_this_month_minor: number;
                            }[] | null;
                            ending_this_week: {
                                id: string;
                                name: string;
                                end_date: string;
                                brand_id: string;
                                brand_name: string;
                            }[];
                            latest_notifications: components["schemas"]["Notification"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/creator/first-paint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator portal page's first paint: its HTML and query cache, rendered for the caller */
        get: {
            parameters: {
                query: {
                    path: string;
                    tz?: string;
                    width?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            html: string;
                            queries: unknown;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/merchant/first-paint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company page's first paint (dashboard, campaigns, creator discovery), rendered for the caller */
        get: {
            parameters: {
                query: {
                    path: string;
                    tz?: string;
                    width?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            html: string;
                            queries: unknown;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        ContentItemInput: {
            id: string;
            assignment_id: string;
            post_index: number;
            /** @enum {string} */
            status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
            round: number;
            max_rounds: number;
            late: boolean;
            due_at: string | null;
            post_url: string | null;
            live_reviews: {
                /** @enum {string} */
                action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                comment: string | null;
                by: {
                    name: string;
                    company_name: string;
                };
                created_at: string;
            }[];
            rounds: {
                round: number;
                caption: string;
                files: {
                    id: string;
                    url: string;
                    content_type: string;
                    size_bytes: number;
                    filename: string;
                }[];
                submitted_at: string;
                late: boolean;
                caption_check: {
                    handles: {
                        text: string;
                        present: boolean;
                    }[];
                    hashtags: {
                        text: string;
                        present: boolean;
                    }[];
                    disclosure: boolean;
                    ok: boolean;
                };
                reviews: {
                    /** @enum {string} */
                    action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                    comment: string | null;
                    by: {
                        name: string;
                        company_name: string;
                    };
                    created_at: string;
                }[];
            }[];
            updated_at: string;
        };
        ContentDetailInput: {
            id: string;
            assignment_id: string;
            post_index: number;
            /** @enum {string} */
            status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
            round: number;
            max_rounds: number;
            late: boolean;
            due_at: string | null;
            post_url: string | null;
            live_reviews: {
                /** @enum {string} */
                action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                comment: string | null;
                by: {
                    name: string;
                    company_name: string;
                };
                created_at: string;
            }[];
            rounds: {
                round: number;
                caption: string;
                files: {
                    id: string;
                    url: string;
                    content_type: string;
                    size_bytes: number;
                    filename: string;
                }[];
                submitted_at: string;
                late: boolean;
                caption_check: {
                    handles: {
                        text: string;
                        present: boolean;
                    }[];
                    hashtags: {
                        text: string;
                        present: boolean;
                    }[];
                    disclosure: boolean;
                    ok: boolean;
                };
                reviews: {
                    /** @enum {string} */
                    action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                    comment: string | null;
                    by: {
                        name: string;
                        company_name: string;
                    };
                    created_at: string;
                }[];
            }[];
            updated_at: string;
            channel: string;
            post_content_type: string;
            creator: {
                id: number;
                name: string;
            };
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
            } | null;
            brand: {
                id: string;
                name: string;
            };
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            moves: ("SUBMIT" | "APPROVE" | "REQUEST_CHANGES" | "SUBMIT_LIVE" | "VERIFY_LIVE" | "REJECT_LIVE")[];
        };
        RichTextInput: {
            time?: number;
            version?: string;
            blocks: ({
                id?: string;
                /** @enum {string} */
                type: "paragraph";
                data: {
                    text: string;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "header";
                data: {
                    text: string;
                    level: number;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "list";
                data: {
                    /** @enum {string} */
                    style: "ordered" | "unordered" | "checklist";
                    meta?: {
                        [key: string]: unknown;
                    };
                    items: (string | {
                        content: string;
                        meta?: {
                            [key: string]: unknown;
                        };
                        items?: (string | {
                            content: string;
                            meta?: {
                                [key: string]: unknown;
                            };
                            items?: (string | {
                                content: string;
                                meta?: {
                                    [key: string]: unknown;
                                };
                                items?: (string | {
                                    content: string;
                                    meta?: {
                                        [key: string]: unknown;
                                    };
                                    items?: unknown[];
                                })[];
                            })[];
                        })[];
                    })[];
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "image";
                data: {
                    file: {
                        url: string;
                    };
                    caption?: string;
                    withBorder?: boolean;
                    withBackground?: boolean;
                    stretched?: boolean;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "delimiter";
                data?: Record<string, never>;
            })[];
        };
        ContractTemplateInput: {
            id: string;
            company_id: string;
            title: string;
            /** @enum {string} */
            type: "FILE" | "TEXT";
            body: components["schemas"]["RichTextInput"] | null;
            file: {
                url: string;
                name: string;
                size: number;
            } | null;
            contracts_count: number;
            in_use: boolean;
            is_demo: boolean;
            created_at: string;
            updated_at: string;
        };
        ContractInput: {
            id: string;
            company_id: string;
            campaign: {
                id: string;
                name: string;
            };
            creator: {
                id: number;
                name: string;
                avatar: string | null;
            };
            template_id: string | null;
            template_title: string;
            /** @enum {string} */
            type: "FILE" | "TEXT";
            text_hash: string;
            /** @enum {string} */
            status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
            signed_at: string | null;
            signer_name: string | null;
            created_at: string;
            body: components["schemas"]["RichTextInput"] | null;
            file: {
                url: string;
                name: string;
            } | null;
            events: {
                /** @enum {string} */
                event: "CREATED" | "SIGNED" | "DECLINED" | "VOIDED";
                actor_name: string;
                ip: string | null;
                user_agent: string | null;
                text_hash: string;
                reason: string | null;
                at: string;
            }[];
        };
        JobInput: {
            id: string;
            brand_id: string;
            brand_name: string;
            name: string;
            /** @enum {string} */
            status: "DRAFT" | "OPEN" | "CLOSED";
            bid_start_date: string;
            bid_end_date: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            currency: string;
            country: string;
            estimated_campaign_start_date: string;
            /** @enum {string} */
            campaign_period: "day" | "week" | "month";
            campaign_duration: number;
            /** @enum {string} */
            marketplace_mode: "influencer_attributes" | "self-select" | "groups";
            marketplace_values_group: string[];
            marketplace_values_self_select: number[];
            marketplace_values_influencer_attributes: {
                occupation: string[];
                interests: string[];
                age_group: {
                    from: number;
                    to: number;
                };
                posting_about: string[];
                countries: string[];
                locations: number[];
                /** @enum {string} */
                gender: "BOTH" | "MALE" | "FEMALE" | "OTHER";
                income_category: ("LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH")[];
                influencer_levels: string[];
            };
            channels: string[];
            pre_approval: boolean;
            tasks: {
                channel: string;
                post_content_type: string;
            }[];
            bids_count: number;
            accepting_bids: boolean;
            created_at: string;
            published_at: string | null;
            is_demo: boolean;
        };
        JobListingInput: {
            id: string;
            name: string;
            location: string;
            country: string;
            channels: string[];
            potential_reach: number;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            bid_price_minor: number | null;
            /** @enum {string} */
            status: "Approved" | "Countered" | "Pending" | "Rejected";
            /** @enum {string} */
            job_status: "DRAFT" | "OPEN" | "CLOSED";
            bids_count: number;
            date: string;
        };
        JobBidInput: {
            bid_id: string;
            job_id: string;
            job_name: string;
            brand_id: string;
            influencer_id: number;
            influencer: {
                id: number;
                name: string;
                avatar: string | null;
                followers: number;
            };
            /** @enum {string} */
            status: "ONGOING" | "ACCEPTED" | "REJECTED" | "WITHDRAWN";
            closed: boolean;
            /** @enum {string|null} */
            closed_by: "MERCHANT" | "INFLUENCER" | null;
            closed_date: string | null;
            closed_reason: string | null;
            currency: string;
            current_brand_offer: {
                channel: string;
                post_content_type: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[] | null;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            current_brand_offer_total_minor: number | null;
            current_influencer_offer: {
                channel: string;
                post_content_type: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[];
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            current_influencer_offer_total_minor: number;
            /** @enum {string} */
            last_role: "MERCHANT" | "INFLUENCER";
            history: {
                offer: {
                    channel: string;
                    post_content_type: string;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    amount_minor: number;
                }[];
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                offer_total_minor: number;
                /** @enum {string} */
                role: "MERCHANT" | "INFLUENCER";
                /** @enum {string} */
                action: "BID" | "COUNTER" | "ACCEPT" | "REJECT" | "WITHDRAW";
                created: string;
            }[];
            created: string;
            updated: string;
        };
        CreatorJobInput: {
            id: string;
            name: string;
            brand_name: string;
            country: string;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            channels: string[];
            tasks: {
                channel: string;
                post_content_type: string;
                number: number;
            }[];
            bid_start_date: string;
            bid_end_date: string;
            estimated_campaign_start_date: string;
            /** @enum {string} */
            campaign_period: "day" | "week" | "month";
            campaign_duration: number;
            accepting_bids: boolean;
            my_bid_id: string | null;
        };
        AssignmentInput: {
            id: string;
            /** @enum {string} */
            source: "CAMPAIGN" | "JOB";
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
                bid_id: string;
            } | null;
            channel: string;
            post_content_type: string;
            posts: number;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            amount_minor: number;
            currency: string;
            /** @enum {string} */
            status: "AWAITING_CONTRACT" | "ACTIVE" | "CANCELLED" | "COMPLETED";
            pre_approval: boolean;
            contract: {
                id: string;
                title: string;
            } | null;
            content: {
                post_index: number;
                due_at: string | null;
                content: {
                    id: string;
                    /** @enum {string} */
                    status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                    round: number;
                    late: boolean;
                } | null;
            }[];
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            created_at: string;
        };
        CompanyAssignmentInput: {
            id: string;
            /** @enum {string} */
            source: "CAMPAIGN" | "JOB";
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
                bid_id: string;
            } | null;
            channel: string;
            post_content_type: string;
            posts: number;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            amount_minor: number;
            currency: string;
            /** @enum {string} */
            status: "AWAITING_CONTRACT" | "ACTIVE" | "CANCELLED" | "COMPLETED";
            pre_approval: boolean;
            contract: {
                id: string;
                title: string;
            } | null;
            content: {
                post_index: number;
                due_at: string | null;
                content: {
                    id: string;
                    /** @enum {string} */
                    status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                    round: number;
                    late: boolean;
                } | null;
            }[];
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            created_at: string;
            creator: {
                id: number;
                name: string;
            };
        };
        ErrorReplyInput: {
            statusCode: number;
            error: string;
            /** @enum {string} */
            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            message: string;
            field?: string;
            issues?: {
                field: string;
                message: string;
            }[];
            state?: string;
            request_id: string;
        };
        NotificationInput: {
            id: string;
            /** @enum {string} */
            kind: "invitation.accepted" | "invitation.declined" | "contract.signed" | "contract.declined" | "campaign.started" | "campaign.ended" | "bid.received" | "bid.countered" | "bid.accepted" | "bid.rejected" | "bid.withdrawn" | "content.submitted" | "content.changes_requested" | "content.approved" | "content.live_submitted" | "content.verified" | "content.live_rejected" | "content.deadline" | "metrics.reported" | "metrics.accepted" | "metrics.disputed" | "payment.funded" | "payment.failed" | "payment.refunded" | "payout.paid" | "payout.failed" | "payout.waiting";
            topic: string;
            title: string;
            body: string;
            link: string;
            company_id: string | null;
            created_at: string;
            read_at: string | null;
        };
        BriefInput: {
            brief_id: string;
            brief_name: string;
            brand_id: string;
            brand_name: string;
            company_id: string | null;
            platform: string;
            niche: string[];
            start_date: string;
            end_date: string;
            overview: components["schemas"]["RichTextInput"] | null;
            objectives: components["schemas"]["RichTextInput"] | null;
            call_to_action: string;
            content_creation_steps: string[];
            key_selling_points: string[];
            handle: string[];
            handles: string[];
            hashtag: string[];
            hashtags: string[];
            thumbnail: {
                url: string;
                name: string;
                /** @enum {string} */
                content_type: "image/jpeg" | "image/png" | "application/pdf";
                size: number;
            }[];
            assets: {
                url: string;
                name: string;
                /** @enum {string} */
                content_type: "image/jpeg" | "image/png" | "application/pdf";
                size: number;
            }[];
            pre_approval: boolean;
            advertiser_pre_approval: boolean;
            is_demo: boolean;
            created_at: string;
            updated_at: string;
        };
        CampaignInput: {
            id: string;
            company_id: string;
            brand_name: string;
            name: string;
            start_date: string;
            end_date: string;
            timezone: string;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            channels: string[];
            /** @enum {string} */
            campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
            creators_count: number;
            thumbnail: string | null;
            is_demo: boolean;
            created_at: string;
            brief_id: string | null;
            country: string;
            platforms: string[];
            subcategories: string[];
            purchase_order: string | null;
            preferences: {
                gender: string;
                age_group: {
                    from: number;
                    to: number;
                };
                age_groups: string[];
                income_categories: string[];
                influencer_levels: string[];
                locations: number[];
                countries: string[];
            };
            content_creator_type_ids: number[];
            campaign_objective: string;
            description: string;
            call_to_action: string;
            product_overview: string;
            assets: string[];
            handles: {
                channel: string;
                text: string;
            }[];
            hashtags: {
                channel: string;
                text: string;
            }[];
            selling_points: {
                description: string;
                row_order: number;
            }[];
            content_creation_steps: {
                description: string;
                row_order: number;
            }[];
            pre_approval: boolean;
            advertiser_pre_approval: boolean;
            max_content_rounds: number;
            contract_signature_required: boolean;
            contract_template_ids: string[];
            influencers: {
                id: number;
                name: string;
                avatar: string | null;
                invitation_status: string;
            }[];
            deliverables: {
                id: string;
                channel: string;
                post_content_type: string;
                start_date: string;
                end_date: string;
                /** @enum {string} */
                bonus_type: "NONE" | "EXTRA" | "FIXED";
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                bonus_amount_minor: number;
                extra_instructions: string;
                number_of_posts: number;
                influencers: {
                    id: number;
                    name: string;
                    avatar: string | null;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    unit_cost_minor: number;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    cost_minor: number;
                }[];
            }[];
            cost: {
                currency: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                deliverables_total_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                platform_fee_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                vat_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                total_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                budget_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                over_budget_by_minor: number;
            };
            cancelled_at: string | null;
        };
        CampaignDraftInput: {
            id: string;
            company_id: string;
            name: string | null;
            step: number;
            data: {
                [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
        };
        CreatorProfileInput: {
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string;
            creator_id: number | null;
            profile_complete: boolean;
            country_code: string | null;
            location_id: number | null;
            /** @enum {string|null} */
            gender: "MALE" | "FEMALE" | "OTHER" | null;
            date_of_birth: string | null;
            /** @enum {string|null} */
            income_category: "LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH" | null;
            content_creator_type_id: number | null;
            interests: string[];
            bio: string;
            currency: string | null;
            channels: {
                channel: string;
                handle: string;
                followers: number;
                level: string;
                rates: {
                    post_content_type: string;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    amount_minor: number;
                }[];
            }[];
            mpesa_number: string | null;
            identity_document: boolean;
            verification: {
                /** @enum {string} */
                identity: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                social: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                payment: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                overall: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
            };
            is_demo: boolean;
        };
        CreatorInvitationInput: {
            id: string;
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "DECLINED" | "REMOVED";
            invited_at: string;
            answered_at: string | null;
            decline_reason: string | null;
            campaign: {
                id: string;
                name: string;
                brand_name: string;
                description: string;
                call_to_action: string;
                start_date: string;
                end_date: string;
                channels: string[];
                thumbnail: string | null;
                status: string;
            };
            currency: string;
            tasks: {
                task_id: string;
                channel: string;
                post_content_type: string;
                number_of_posts: number;
                start_date: string;
                end_date: string;
                extra_instructions: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[];
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            total_amount_minor: number;
            contracts: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
            }[];
        };
        ContentItem: {
            id: string;
            assignment_id: string;
            post_index: number;
            /** @enum {string} */
            status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
            round: number;
            max_rounds: number;
            late: boolean;
            due_at: string | null;
            post_url: string | null;
            live_reviews: {
                /** @enum {string} */
                action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                comment: string | null;
                by: {
                    name: string;
                    company_name: string;
                };
                created_at: string;
            }[];
            rounds: {
                round: number;
                caption: string;
                files: {
                    id: string;
                    url: string;
                    content_type: string;
                    size_bytes: number;
                    filename: string;
                }[];
                submitted_at: string;
                late: boolean;
                caption_check: {
                    handles: {
                        text: string;
                        present: boolean;
                    }[];
                    hashtags: {
                        text: string;
                        present: boolean;
                    }[];
                    disclosure: boolean;
                    ok: boolean;
                };
                reviews: {
                    /** @enum {string} */
                    action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                    comment: string | null;
                    by: {
                        name: string;
                        company_name: string;
                    };
                    created_at: string;
                }[];
            }[];
            updated_at: string;
        };
        ContentDetail: {
            id: string;
            assignment_id: string;
            post_index: number;
            /** @enum {string} */
            status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
            round: number;
            max_rounds: number;
            late: boolean;
            due_at: string | null;
            post_url: string | null;
            live_reviews: {
                /** @enum {string} */
                action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                comment: string | null;
                by: {
                    name: string;
                    company_name: string;
                };
                created_at: string;
            }[];
            rounds: {
                round: number;
                caption: string;
                files: {
                    id: string;
                    url: string;
                    content_type: string;
                    size_bytes: number;
                    filename: string;
                }[];
                submitted_at: string;
                late: boolean;
                caption_check: {
                    handles: {
                        text: string;
                        present: boolean;
                    }[];
                    hashtags: {
                        text: string;
                        present: boolean;
                    }[];
                    disclosure: boolean;
                    ok: boolean;
                };
                reviews: {
                    /** @enum {string} */
                    action: "APPROVE" | "REQUEST_CHANGES" | "VERIFY_LIVE" | "REJECT_LIVE";
                    comment: string | null;
                    by: {
                        name: string;
                        company_name: string;
                    };
                    created_at: string;
                }[];
            }[];
            updated_at: string;
            channel: string;
            post_content_type: string;
            creator: {
                id: number;
                name: string;
            };
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
            } | null;
            brand: {
                id: string;
                name: string;
            };
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            moves: ("SUBMIT" | "APPROVE" | "REQUEST_CHANGES" | "SUBMIT_LIVE" | "VERIFY_LIVE" | "REJECT_LIVE")[];
        };
        RichText: {
            time?: number;
            version?: string;
            blocks: ({
                id?: string;
                /** @enum {string} */
                type: "paragraph";
                data: {
                    text: string;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "header";
                data: {
                    text: string;
                    level: number;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "list";
                data: {
                    /** @enum {string} */
                    style: "ordered" | "unordered" | "checklist";
                    meta?: {
                        [key: string]: unknown;
                    };
                    items: (string | {
                        content: string;
                        meta?: {
                            [key: string]: unknown;
                        };
                        items?: (string | {
                            content: string;
                            meta?: {
                                [key: string]: unknown;
                            };
                            items?: (string | {
                                content: string;
                                meta?: {
                                    [key: string]: unknown;
                                };
                                items?: (string | {
                                    content: string;
                                    meta?: {
                                        [key: string]: unknown;
                                    };
                                    items?: unknown[];
                                })[];
                            })[];
                        })[];
                    })[];
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "image";
                data: {
                    file: {
                        url: string;
                    };
                    caption?: string;
                    withBorder?: boolean;
                    withBackground?: boolean;
                    stretched?: boolean;
                };
            } | {
                id?: string;
                /** @enum {string} */
                type: "delimiter";
                data?: Record<string, never>;
            })[];
        };
        ContractTemplate: {
            id: string;
            company_id: string;
            title: string;
            /** @enum {string} */
            type: "FILE" | "TEXT";
            body: components["schemas"]["RichText"] | null;
            file: {
                url: string;
                name: string;
                size: number;
            } | null;
            contracts_count: number;
            in_use: boolean;
            is_demo: boolean;
            created_at: string;
            updated_at: string;
        };
        Contract: {
            id: string;
            company_id: string;
            campaign: {
                id: string;
                name: string;
            };
            creator: {
                id: number;
                name: string;
                avatar: string | null;
            };
            template_id: string | null;
            template_title: string;
            /** @enum {string} */
            type: "FILE" | "TEXT";
            text_hash: string;
            /** @enum {string} */
            status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
            signed_at: string | null;
            signer_name: string | null;
            created_at: string;
            body: components["schemas"]["RichText"] | null;
            file: {
                url: string;
                name: string;
            } | null;
            events: {
                /** @enum {string} */
                event: "CREATED" | "SIGNED" | "DECLINED" | "VOIDED";
                actor_name: string;
                ip: string | null;
                user_agent: string | null;
                text_hash: string;
                reason: string | null;
                at: string;
            }[];
        };
        Job: {
            id: string;
            brand_id: string;
            brand_name: string;
            name: string;
            /** @enum {string} */
            status: "DRAFT" | "OPEN" | "CLOSED";
            bid_start_date: string;
            bid_end_date: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            currency: string;
            country: string;
            estimated_campaign_start_date: string;
            /** @enum {string} */
            campaign_period: "day" | "week" | "month";
            campaign_duration: number;
            /** @enum {string} */
            marketplace_mode: "influencer_attributes" | "self-select" | "groups";
            marketplace_values_group: string[];
            marketplace_values_self_select: number[];
            marketplace_values_influencer_attributes: {
                occupation: string[];
                interests: string[];
                age_group: {
                    from: number;
                    to: number;
                };
                posting_about: string[];
                countries: string[];
                locations: number[];
                /** @enum {string} */
                gender: "BOTH" | "MALE" | "FEMALE" | "OTHER";
                income_category: ("LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH")[];
                influencer_levels: string[];
            };
            channels: string[];
            pre_approval: boolean;
            tasks: {
                channel: string;
                post_content_type: string;
            }[];
            bids_count: number;
            accepting_bids: boolean;
            created_at: string;
            published_at: string | null;
            is_demo: boolean;
        };
        JobListing: {
            id: string;
            name: string;
            location: string;
            country: string;
            channels: string[];
            potential_reach: number;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            bid_price_minor: number | null;
            /** @enum {string} */
            status: "Approved" | "Countered" | "Pending" | "Rejected";
            /** @enum {string} */
            job_status: "DRAFT" | "OPEN" | "CLOSED";
            bids_count: number;
            date: string;
        };
        JobBid: {
            bid_id: string;
            job_id: string;
            job_name: string;
            brand_id: string;
            influencer_id: number;
            influencer: {
                id: number;
                name: string;
                avatar: string | null;
                followers: number;
            };
            /** @enum {string} */
            status: "ONGOING" | "ACCEPTED" | "REJECTED" | "WITHDRAWN";
            closed: boolean;
            /** @enum {string|null} */
            closed_by: "MERCHANT" | "INFLUENCER" | null;
            closed_date: string | null;
            closed_reason: string | null;
            currency: string;
            current_brand_offer: {
                channel: string;
                post_content_type: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[] | null;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            current_brand_offer_total_minor: number | null;
            current_influencer_offer: {
                channel: string;
                post_content_type: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[];
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            current_influencer_offer_total_minor: number;
            /** @enum {string} */
            last_role: "MERCHANT" | "INFLUENCER";
            history: {
                offer: {
                    channel: string;
                    post_content_type: string;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    amount_minor: number;
                }[];
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                offer_total_minor: number;
                /** @enum {string} */
                role: "MERCHANT" | "INFLUENCER";
                /** @enum {string} */
                action: "BID" | "COUNTER" | "ACCEPT" | "REJECT" | "WITHDRAW";
                created: string;
            }[];
            created: string;
            updated: string;
        };
        CreatorJob: {
            id: string;
            name: string;
            brand_name: string;
            country: string;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            channels: string[];
            tasks: {
                channel: string;
                post_content_type: string;
                number: number;
            }[];
            bid_start_date: string;
            bid_end_date: string;
            estimated_campaign_start_date: string;
            /** @enum {string} */
            campaign_period: "day" | "week" | "month";
            campaign_duration: number;
            accepting_bids: boolean;
            my_bid_id: string | null;
        };
        Assignment: {
            id: string;
            /** @enum {string} */
            source: "CAMPAIGN" | "JOB";
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
                bid_id: string;
            } | null;
            channel: string;
            post_content_type: string;
            posts: number;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            amount_minor: number;
            currency: string;
            /** @enum {string} */
            status: "AWAITING_CONTRACT" | "ACTIVE" | "CANCELLED" | "COMPLETED";
            pre_approval: boolean;
            contract: {
                id: string;
                title: string;
            } | null;
            content: {
                post_index: number;
                due_at: string | null;
                content: {
                    id: string;
                    /** @enum {string} */
                    status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                    round: number;
                    late: boolean;
                } | null;
            }[];
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            created_at: string;
        };
        CompanyAssignment: {
            id: string;
            /** @enum {string} */
            source: "CAMPAIGN" | "JOB";
            campaign: {
                id: string;
                name: string;
            } | null;
            job: {
                id: string;
                name: string;
                bid_id: string;
            } | null;
            channel: string;
            post_content_type: string;
            posts: number;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            amount_minor: number;
            currency: string;
            /** @enum {string} */
            status: "AWAITING_CONTRACT" | "ACTIVE" | "CANCELLED" | "COMPLETED";
            pre_approval: boolean;
            contract: {
                id: string;
                title: string;
            } | null;
            content: {
                post_index: number;
                due_at: string | null;
                content: {
                    id: string;
                    /** @enum {string} */
                    status: "SUBMITTED" | "CHANGES_REQUESTED" | "BRAND_APPROVED" | "APPROVED" | "LIVE_SUBMITTED" | "LIVE_REJECTED" | "VERIFIED";
                    round: number;
                    late: boolean;
                } | null;
            }[];
            requirements: {
                handles: string[];
                hashtags: string[];
                call_to_action: string;
                key_selling_points: string[];
                content_creation_steps: string[];
                extra_instructions: string;
            };
            created_at: string;
            creator: {
                id: number;
                name: string;
            };
        };
        ErrorReply: {
            statusCode: number;
            error: string;
            /** @enum {string} */
            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            message: string;
            field?: string;
            issues?: {
                field: string;
                message: string;
            }[];
            state?: string;
            request_id: string;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            kind: "invitation.accepted" | "invitation.declined" | "contract.signed" | "contract.declined" | "campaign.started" | "campaign.ended" | "bid.received" | "bid.countered" | "bid.accepted" | "bid.rejected" | "bid.withdrawn" | "content.submitted" | "content.changes_requested" | "content.approved" | "content.live_submitted" | "content.verified" | "content.live_rejected" | "content.deadline" | "metrics.reported" | "metrics.accepted" | "metrics.disputed" | "payment.funded" | "payment.failed" | "payment.refunded" | "payout.paid" | "payout.failed" | "payout.waiting";
            topic: string;
            title: string;
            body: string;
            link: string;
            company_id: string | null;
            created_at: string;
            read_at: string | null;
        };
        Brief: {
            brief_id: string;
            brief_name: string;
            brand_id: string;
            brand_name: string;
            company_id: string | null;
            platform: string;
            niche: string[];
            start_date: string;
            end_date: string;
            overview: components["schemas"]["RichText"] | null;
            objectives: components["schemas"]["RichText"] | null;
            call_to_action: string;
            content_creation_steps: string[];
            key_selling_points: string[];
            handle: string[];
            handles: string[];
            hashtag: string[];
            hashtags: string[];
            thumbnail: {
                url: string;
                name: string;
                /** @enum {string} */
                content_type: "image/jpeg" | "image/png" | "application/pdf";
                size: number;
            }[];
            assets: {
                url: string;
                name: string;
                /** @enum {string} */
                content_type: "image/jpeg" | "image/png" | "application/pdf";
                size: number;
            }[];
            pre_approval: boolean;
            advertiser_pre_approval: boolean;
            is_demo: boolean;
            created_at: string;
            updated_at: string;
        };
        Campaign: {
            id: string;
            company_id: string;
            brand_name: string;
            name: string;
            start_date: string;
            end_date: string;
            timezone: string;
            currency: string;
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            budget_minor: number;
            channels: string[];
            /** @enum {string} */
            campaign_status_for_merchant: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
            creators_count: number;
            thumbnail: string | null;
            is_demo: boolean;
            created_at: string;
            brief_id: string | null;
            country: string;
            platforms: string[];
            subcategories: string[];
            purchase_order: string | null;
            preferences: {
                gender: string;
                age_group: {
                    from: number;
                    to: number;
                };
                age_groups: string[];
                income_categories: string[];
                influencer_levels: string[];
                locations: number[];
                countries: string[];
            };
            content_creator_type_ids: number[];
            campaign_objective: string;
            description: string;
            call_to_action: string;
            product_overview: string;
            assets: string[];
            handles: {
                channel: string;
                text: string;
            }[];
            hashtags: {
                channel: string;
                text: string;
            }[];
            selling_points: {
                description: string;
                row_order: number;
            }[];
            content_creation_steps: {
                description: string;
                row_order: number;
            }[];
            pre_approval: boolean;
            advertiser_pre_approval: boolean;
            max_content_rounds: number;
            contract_signature_required: boolean;
            contract_template_ids: string[];
            influencers: {
                id: number;
                name: string;
                avatar: string | null;
                invitation_status: string;
            }[];
            deliverables: {
                id: string;
                channel: string;
                post_content_type: string;
                start_date: string;
                end_date: string;
                /** @enum {string} */
                bonus_type: "NONE" | "EXTRA" | "FIXED";
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                bonus_amount_minor: number;
                extra_instructions: string;
                number_of_posts: number;
                influencers: {
                    id: number;
                    name: string;
                    avatar: string | null;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    unit_cost_minor: number;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    cost_minor: number;
                }[];
            }[];
            cost: {
                currency: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                deliverables_total_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                platform_fee_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                vat_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                total_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                budget_minor: number;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                over_budget_by_minor: number;
            };
            cancelled_at: string | null;
        };
        CampaignDraft: {
            id: string;
            company_id: string;
            name: string | null;
            step: number;
            data: {
                [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
        };
        CreatorProfile: {
            id: string;
            email: string;
            first_name: string;
            last_name: string;
            phone: string;
            creator_id: number | null;
            profile_complete: boolean;
            country_code: string | null;
            location_id: number | null;
            /** @enum {string|null} */
            gender: "MALE" | "FEMALE" | "OTHER" | null;
            date_of_birth: string | null;
            /** @enum {string|null} */
            income_category: "LOW" | "LOWER_MIDDLE" | "UPPER_MIDDLE" | "HIGH" | null;
            content_creator_type_id: number | null;
            interests: string[];
            bio: string;
            currency: string | null;
            channels: {
                channel: string;
                handle: string;
                followers: number;
                level: string;
                rates: {
                    post_content_type: string;
                    /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                    amount_minor: number;
                }[];
            }[];
            mpesa_number: string | null;
            identity_document: boolean;
            verification: {
                /** @enum {string} */
                identity: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                social: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                payment: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
                /** @enum {string} */
                overall: "NOT_VERIFIED" | "PENDING" | "APPROVED" | "REJECTED";
            };
            is_demo: boolean;
        };
        CreatorInvitation: {
            id: string;
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "DECLINED" | "REMOVED";
            invited_at: string;
            answered_at: string | null;
            decline_reason: string | null;
            campaign: {
                id: string;
                name: string;
                brand_name: string;
                description: string;
                call_to_action: string;
                start_date: string;
                end_date: string;
                channels: string[];
                thumbnail: string | null;
                status: string;
            };
            currency: string;
            tasks: {
                task_id: string;
                channel: string;
                post_content_type: string;
                number_of_posts: number;
                start_date: string;
                end_date: string;
                extra_instructions: string;
                /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
                amount_minor: number;
            }[];
            /** @description Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017) */
            total_amount_minor: number;
            contracts: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "PENDING_SIGNATURE" | "SIGNED" | "DECLINED" | "VOID" | "ISSUED";
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
