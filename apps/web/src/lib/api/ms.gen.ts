/**
 * Types of the secondary API (VITE_MS_URL), generated from the API's OpenAPI document. Do not edit by hand:
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
    "/platform-analytics/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a product analytics event (with the user id when a token is sent) */
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
                        event_name: string;
                        platform: string;
                        /** @default {} */
                        metadata?: {
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
                        "application/json": {
                            id: number;
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
    "/briefs/brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a brief for a brand */
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
                        brief_name: string;
                        platform: string;
                        /** @default [] */
                        niche?: string[];
                        /** Format: date */
                        start_date: string;
                        /** Format: date */
                        end_date: string;
                        /** @default null */
                        overview?: components["schemas"]["RichTextInput"] | null;
                        /** @default null */
                        objectives?: components["schemas"]["RichTextInput"] | null;
                        /** @default  */
                        call_to_action?: string;
                        content_creation_steps?: string[];
                        key_selling_points?: string[];
                        handle?: string[];
                        handles?: string[];
                        hashtag?: string[];
                        hashtags?: string[];
                        /** @default false */
                        pre_approval?: boolean;
                        /** @default false */
                        advertiser_pre_approval?: boolean;
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
                        "application/json": components["schemas"]["Brief"];
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
    "/briefs/get_briefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A brand's briefs, newest change first; name narrows by part of the name */
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
                        name?: string;
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
                            briefs: components["schemas"]["Brief"][];
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
    "/briefs/get_brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One brief */
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
                        brief_id: string;
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
                        "application/json": components["schemas"]["Brief"];
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
    "/briefs/update_brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change any fields of a brief; thumbnail and assets list the stored file URLs to keep */
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
                        brief_name?: string;
                        platform?: string;
                        niche?: string[];
                        /** Format: date */
                        start_date?: string;
                        /** Format: date */
                        end_date?: string;
                        overview?: components["schemas"]["RichTextInput"] | null;
                        objectives?: components["schemas"]["RichTextInput"] | null;
                        call_to_action?: string;
                        content_creation_steps?: string[];
                        key_selling_points?: string[];
                        handle?: string[];
                        handles?: string[];
                        hashtag?: string[];
                        hashtags?: string[];
                        pre_approval?: boolean;
                        advertiser_pre_approval?: boolean;
                        thumbnail?: string[];
                        assets?: string[];
                        /** Format: uuid */
                        brief_id: string;
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
                        "application/json": components["schemas"]["Brief"];
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
    "/briefs/delete_brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a brief */
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
                        brief_id: string;
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
    "/briefs/upload_thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the thumbnail: multipart fields brief_id and file (jpeg or png, at most 5 MB); replaces the last one */
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
                        "application/json": components["schemas"]["Brief"];
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
    "/briefs/upload_asset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an asset: multipart fields brief_id and file (jpeg, png or PDF, at most 5 MB) */
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
                        "application/json": components["schemas"]["Brief"];
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
