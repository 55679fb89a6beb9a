CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"name" text DEFAULT 'web' NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveryman_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveryman_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"firstname" text NOT NULL,
	"lastname" text,
	"phone" text NOT NULL,
	"email" text,
	"vehicle_type" text,
	"note" text,
	"status" text DEFAULT 'new' NOT NULL,
	"status_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveryman_applications_status_check" CHECK ("deliveryman_applications"."status" in ('new', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('in_flight', 'done'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_channel_check" CHECK ("otp_codes"."channel" in ('sms', 'email')),
	CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('sign_up', 'reset_password', 'verify_email', 'reset_email')),
	CONSTRAINT "otp_codes_attempts_check" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"firstname" text,
	"lastname" text,
	"email" text,
	"phone" text,
	"birthday" date,
	"gender" text DEFAULT 'male',
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"img" text,
	"password_hash" text,
	"my_referral" text NOT NULL,
	"referral" text,
	"currency_id" integer,
	"language_id" integer,
	"role" text DEFAULT 'user' NOT NULL,
	"firebase_tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_my_referral_unique" UNIQUE("my_referral"),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_e164_check" CHECK ("users"."phone" ~ '^\+[0-9]{6,15}$'),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"title" text NOT NULL,
	"rate" double precision DEFAULT 1 NOT NULL,
	"position" text DEFAULT 'before' NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "currencies_position_check" CHECK ("currencies"."position" in ('before', 'after')),
	CONSTRAINT "currencies_rate_check" CHECK ("currencies"."rate" > 0 and (not "currencies"."default" or "currencies"."rate" = 1))
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"locale" text NOT NULL,
	"backward" boolean DEFAULT false NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"img" text,
	CONSTRAINT "languages_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" text NOT NULL,
	"group" text DEFAULT 'translation' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "translations_group_check" CHECK ("translations"."group" in ('translation', 'errors'))
);
--> statement-breakpoint
CREATE TABLE "assign_shop_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assign_shop_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"shop_tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_galleries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_galleries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"client_id" text,
	"secret_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tag_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_tag_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_tag_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text DEFAULT 'shop' NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"percentage" double precision DEFAULT 0 NOT NULL,
	"location" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"show_type" smallint DEFAULT 1 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"visibility" boolean DEFAULT true NOT NULL,
	"verify" boolean DEFAULT false NOT NULL,
	"background_img" text,
	"logo_img" text,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_note" text,
	"delivery_time" jsonb,
	"price" bigint DEFAULT 0 NOT NULL,
	"price_per_km" bigint DEFAULT 0 NOT NULL,
	"service_fee" double precision DEFAULT 0 NOT NULL,
	"rating_avg" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shops_type_check" CHECK ("shops"."type" in ('shop', 'restaurant')),
	CONSTRAINT "shops_status_check" CHECK ("shops"."status" in ('new', 'edited', 'approved', 'rejected', 'inactive')),
	CONSTRAINT "shops_percent_check" CHECK ("shops"."tax" between 0 and 100 and "shops"."percentage" between 0 and 100 and "shops"."service_fee" between 0 and 100),
	CONSTRAINT "shops_amounts_check" CHECK ("shops"."price" >= 0 and "shops"."price_per_km" >= 0 and "shops"."min_amount" >= 0),
	CONSTRAINT "shops_location_check" CHECK ("shops"."latitude" between -90 and 90 and "shops"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "branch_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_closed_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_closed_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"polygon" jsonb NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_delivery_zones_shop_id_unique" UNIQUE("shop_id"),
	CONSTRAINT "shop_delivery_zones_bbox_check" CHECK ("shop_delivery_zones"."min_lat" <= "shop_delivery_zones"."max_lat" and "shop_delivery_zones"."min_lng" <= "shop_delivery_zones"."max_lng"),
	CONSTRAINT "shop_delivery_zones_polygon_check" CHECK (jsonb_typeof("shop_delivery_zones"."polygon") = 'array' and jsonb_array_length("shop_delivery_zones"."polygon") >= 3)
);
--> statement-breakpoint
CREATE TABLE "shop_working_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_working_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"day" text NOT NULL,
	"from" text DEFAULT '9-00' NOT NULL,
	"to" text DEFAULT '21-00' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_working_days_day_check" CHECK ("shop_working_days"."day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
	CONSTRAINT "shop_working_days_time_check" CHECK ("shop_working_days"."from" ~ '^[0-9]{1,2}-[0-9]{2}$' and "shop_working_days"."to" ~ '^[0-9]{1,2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"keywords" text,
	"parent_id" integer,
	"type" text DEFAULT 'main' NOT NULL,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"input" integer DEFAULT 0 NOT NULL,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "categories_type_check" CHECK ("categories"."type" in ('main', 'blog', 'brand', 'shop', 'receipt', 'menu', 'career')),
	CONSTRAINT "categories_status_check" CHECK ("categories"."status" in ('published', 'pending', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"unit_id" integer,
	"img" text,
	"tax" double precision DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"max_qty" integer DEFAULT 1000000 NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"addon" boolean DEFAULT false NOT NULL,
	"vegetarian" boolean DEFAULT false NOT NULL,
	"kcal" integer,
	"carbs" integer,
	"protein" integer,
	"fats" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('published', 'pending', 'unpublished')),
	CONSTRAINT "products_tax_check" CHECK ("products"."tax" between 0 and 100),
	CONSTRAINT "products_qty_check" CHECK ("products"."min_qty" >= 1 and "products"."max_qty" >= "products"."min_qty" and "products"."interval" >= 1 and "products"."sold_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"addon" boolean DEFAULT false NOT NULL,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_price_check" CHECK ("stocks"."price" >= 0),
	CONSTRAINT "stocks_quantity_check" CHECK ("stocks"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"position" text DEFAULT 'after' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_position_check" CHECK ("units"."position" in ('before', 'after'))
);
--> statement-breakpoint
CREATE TABLE "extra_group_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_group_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"extra_group_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'text' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_groups_type_check" CHECK ("extra_groups"."type" in ('color', 'text', 'image'))
);
--> statement-breakpoint
CREATE TABLE "extra_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"extra_group_id" integer NOT NULL,
	"value" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"extra_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_addons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_addons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stock_id" integer NOT NULL,
	"addon_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stock_id" integer NOT NULL,
	"extra_value_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer,
	"stock_id" integer,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"bonus_stock_id" integer NOT NULL,
	"bonus_quantity" integer DEFAULT 1 NOT NULL,
	"expired_at" timestamp with time zone,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_type_check" CHECK ("bonuses"."type" in ('sum', 'count')),
	CONSTRAINT "bonuses_target_check" CHECK (("bonuses"."type" = 'sum' and "bonuses"."shop_id" is not null and "bonuses"."stock_id" is null)
        or ("bonuses"."type" = 'count' and "bonuses"."stock_id" is not null and "bonuses"."shop_id" is null)),
	CONSTRAINT "bonuses_quantity_check" CHECK ("bonuses"."value" > 0 and "bonuses"."bonus_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" bigint,
	"percent" double precision,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_type_check" CHECK ("discounts"."type" in ('fix', 'percent')),
	CONSTRAINT "discounts_value_check" CHECK ((("discounts"."type" = 'fix' and "discounts"."price" is not null and "discounts"."price" >= 0 and "discounts"."percent" is null)
    or ("discounts"."type" = 'percent' and "discounts"."percent" is not null and "discounts"."percent" > 0 and "discounts"."percent" <= 100 and "discounts"."price" is null))),
	CONSTRAINT "discounts_period_check" CHECK ("discounts"."end" >= "discounts"."start")
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"discount_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "galleries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loadable_type" text NOT NULL,
	"loadable_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "galleries_loadable_type_check" CHECK ("galleries"."loadable_type" in ('products', 'orders', 'order_refunds', 'reviews', 'shop_sections', 'parcel_orders'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target" text DEFAULT 'shop' NOT NULL,
	"order_id" integer,
	"parcel_order_id" integer,
	"product_id" integer,
	"shop_id" integer,
	"assigned_user_id" integer,
	"rating" integer NOT NULL,
	"comment" text,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_target_check" CHECK ("reviews"."target" in ('shop', 'deliveryman', 'waiter', 'product')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_subject_check" CHECK (num_nonnulls("reviews"."order_id", "reviews"."parcel_order_id", "reviews"."product_id") >= 1),
	CONSTRAINT "reviews_shop_target_check" CHECK ("reviews"."target" <> 'shop' or "reviews"."shop_id" is not null),
	CONSTRAINT "reviews_product_target_check" CHECK ("reviews"."target" <> 'product' or "reviews"."product_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "banner_likes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_likes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banner_id" integer NOT NULL,
	"shop_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"button_text" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text DEFAULT 'banner' NOT NULL,
	"url" text,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"clickable" boolean DEFAULT true NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_type_check" CHECK ("banners"."type" in ('banner', 'ads'))
);
--> statement-breakpoint
CREATE TABLE "coupon_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer,
	"name" text NOT NULL,
	"type" text DEFAULT 'fix' NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"price" bigint,
	"percent" double precision,
	"expired_at" timestamp with time zone,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_shop_id_name_unique" UNIQUE NULLS NOT DISTINCT("shop_id","name"),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('fix', 'percent')),
	CONSTRAINT "coupons_qty_check" CHECK ("coupons"."qty" >= 0),
	CONSTRAINT "coupons_value_check" CHECK ((("coupons"."type" = 'fix' and "coupons"."price" is not null and "coupons"."price" >= 0 and "coupons"."percent" is null)
    or ("coupons"."type" = 'percent' and "coupons"."percent" is not null and "coupons"."percent" > 0 and "coupons"."percent" <= 100 and "coupons"."price" is null)))
);
--> statement-breakpoint
CREATE TABLE "referral_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referral_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"faq" text
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"img" text,
	"price_from" bigint DEFAULT 0 NOT NULL,
	"price_to" bigint DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"product_id" integer,
	"file_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"short_desc" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"type" text DEFAULT 'blog' NOT NULL,
	"img" text,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "blogs_type_check" CHECK ("blogs"."type" in ('blog', 'notification'))
);
--> statement-breakpoint
CREATE TABLE "career_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"career_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "careers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer,
	"location" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'web' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "landing_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"img" text,
	"bg_img" text,
	"active" boolean DEFAULT true NOT NULL,
	"buttons" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_type_unique" UNIQUE("type"),
	CONSTRAINT "pages_type_check" CHECK ("pages"."type" in ('delivery', 'about', 'about_second', 'about_three', 'about_fourth'))
);
--> statement-breakpoint
CREATE TABLE "privacy_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_policy_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_policy_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"privacy_policy_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "term_condition_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_condition_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_condition_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "term_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_nutrition_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_nutrition_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_nutrition_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_nutritions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_nutritions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"weight" text,
	"percentage" double precision
);
--> statement-breakpoint
CREATE TABLE "recipe_stocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recipe_stocks_min_quantity_check" CHECK ("recipe_stocks"."min_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"category_id" integer,
	"img" text,
	"bg_img" text,
	"active_time" integer,
	"total_time" integer,
	"calories" integer,
	"servings" integer,
	"discount_type" text,
	"discount_price" bigint,
	"discount_percent" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_discount_type_check" CHECK ("recipes"."discount_type" is null or "recipes"."discount_type" in ('fix', 'percent')),
	CONSTRAINT "recipes_discount_value_check" CHECK ("recipes"."discount_type" is null or (("recipes"."discount_type" = 'fix' and "recipes"."discount_price" is not null and "recipes"."discount_price" >= 0 and "recipes"."discount_percent" is null)
    or ("recipes"."discount_type" = 'percent' and "recipes"."discount_percent" is not null and "recipes"."discount_percent" > 0 and "recipes"."discount_percent" <= 100 and "recipes"."discount_price" is null)))
);
--> statement-breakpoint
CREATE TABLE "cart_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_cart_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"parent_id" integer,
	"quantity" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"bonus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_details_line_unique" UNIQUE NULLS NOT DISTINCT("user_cart_id","stock_id","parent_id","bonus"),
	CONSTRAINT "cart_details_quantity_check" CHECK ("cart_details"."quantity" > 0),
	CONSTRAINT "cart_details_amounts_check" CHECK ("cart_details"."price" >= 0 and "cart_details"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"currency_id" integer,
	"rate" double precision DEFAULT 1 NOT NULL,
	"group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "carts_total_price_check" CHECK ("carts"."total_price" >= 0),
	CONSTRAINT "carts_rate_check" CHECK ("carts"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"user_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"name" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_carts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "user_carts_cart_id_user_id_unique" UNIQUE("cart_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer,
	"name" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_coupons_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_coupons_user_id_coupon_id_unique" UNIQUE("user_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"parent_id" integer,
	"origin_price" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"bonus" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_details_quantity_check" CHECK ("order_details"."quantity" > 0),
	CONSTRAINT "order_details_amounts_check" CHECK ("order_details"."origin_price" >= 0 and "order_details"."total_price" >= 0 and "order_details"."tax" >= 0 and "order_details"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cause" text,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'accepted', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_status_check" CHECK ("order_status_events"."status" in ('new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled')),
	CONSTRAINT "order_status_events_from_status_check" CHECK ("order_status_events"."from_status" is null or "order_status_events"."from_status" in ('new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"delivery_type" text DEFAULT 'delivery' NOT NULL,
	"currency_id" integer,
	"rate" double precision DEFAULT 1 NOT NULL,
	"origin_price" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"total_discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"commission_fee" bigint DEFAULT 0 NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"waiter_fee" bigint DEFAULT 0 NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	"coupon_price" bigint DEFAULT 0 NOT NULL,
	"km" numeric(10, 2),
	"note" text,
	"location" jsonb,
	"address" jsonb,
	"address_id" integer,
	"phone" text,
	"username" text,
	"delivery_date" date,
	"delivery_time" text,
	"deliveryman_id" integer,
	"waiter_id" integer,
	"cook_id" integer,
	"table_id" integer,
	"booking_id" integer,
	"user_booking_id" integer,
	"payment_id" integer,
	"cart_id" integer,
	"idempotency_key" text,
	"current" boolean DEFAULT false NOT NULL,
	"img" text,
	"image_after_delivered" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled')),
	CONSTRAINT "orders_delivery_type_check" CHECK ("orders"."delivery_type" in ('delivery', 'pickup', 'dine_in')),
	CONSTRAINT "orders_rate_check" CHECK ("orders"."rate" > 0),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_price" >= 0 and "orders"."origin_price" >= 0 and "orders"."total_discount" >= 0 and "orders"."tax" >= 0 and "orders"."commission_fee" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."service_fee" >= 0 and "orders"."waiter_fee" >= 0 and "orders"."tips" >= 0 and "orders"."coupon_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_payloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_payloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_payloads_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_process" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer,
	"order_id" integer,
	"parcel_order_id" integer,
	"wallet_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag" text NOT NULL,
	"input" integer DEFAULT 0 NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"parcel_order_id" integer,
	"wallet_id" integer,
	"user_id" integer,
	"price" bigint NOT NULL,
	"payment_sys_id" integer,
	"payment_trx_id" text,
	"note" text,
	"perform_time" timestamp with time zone,
	"refund_time" timestamp with time zone,
	"status" text DEFAULT 'progress' NOT NULL,
	"status_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('progress', 'paid', 'canceled', 'rejected', 'refund')),
	CONSTRAINT "transactions_price_check" CHECK ("transactions"."price" >= 0),
	CONSTRAINT "transactions_payable_check" CHECK (num_nonnulls("transactions"."order_id", "transactions"."parcel_order_id", "transactions"."wallet_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "wallet_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wallet_uuid" uuid NOT NULL,
	"transaction_id" integer,
	"type" text NOT NULL,
	"price" bigint NOT NULL,
	"note" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_histories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "wallet_histories_type_check" CHECK ("wallet_histories"."type" in ('topup', 'withdraw', 'referral_from_topup', 'referral_from_withdraw')),
	CONSTRAINT "wallet_histories_status_check" CHECK ("wallet_histories"."status" in ('processed', 'paid', 'rejected', 'canceled')),
	CONSTRAINT "wallet_histories_price_check" CHECK ("wallet_histories"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "wallets_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "wallets_price_check" CHECK ("wallets"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_option_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_option_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_option_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"currency_id" integer,
	"rate" double precision DEFAULT 1 NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"km" numeric(10, 2),
	"address_from" jsonb NOT NULL,
	"phone_from" text NOT NULL,
	"username_from" text NOT NULL,
	"address_to" jsonb NOT NULL,
	"phone_to" text NOT NULL,
	"username_to" text NOT NULL,
	"delivery_date" date,
	"delivery_time" text,
	"deliveryman_id" integer,
	"payment_id" integer,
	"note" text,
	"description" text,
	"instructions" text,
	"notify" boolean DEFAULT false NOT NULL,
	"qr_value" text,
	"img" text,
	"current" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_orders_status_check" CHECK ("parcel_orders"."status" in ('new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled', 'pending')),
	CONSTRAINT "parcel_orders_rate_check" CHECK ("parcel_orders"."rate" > 0),
	CONSTRAINT "parcel_orders_amounts_check" CHECK ("parcel_orders"."total_price" >= 0 and "parcel_orders"."delivery_fee" >= 0 and "parcel_orders"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_type_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_type_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parcel_type_id" integer NOT NULL,
	"parcel_option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"img" text,
	"min_width" integer DEFAULT 0 NOT NULL,
	"max_width" integer DEFAULT 0 NOT NULL,
	"min_height" integer DEFAULT 0 NOT NULL,
	"max_height" integer DEFAULT 0 NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 0 NOT NULL,
	"min_g" integer DEFAULT 0 NOT NULL,
	"max_g" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"price_per_km" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_types_price_check" CHECK ("parcel_types"."price" >= 0 and "parcel_types"."price_per_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"max_time" integer DEFAULT 60 NOT NULL,
	"start_time" text,
	"end_time" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_max_time_check" CHECK ("bookings"."max_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_booking_closed_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_booking_closed_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_booking_working_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_booking_working_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"day" text NOT NULL,
	"from" text DEFAULT '9-00' NOT NULL,
	"to" text DEFAULT '21-00' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_booking_working_days_day_check" CHECK ("shop_booking_working_days"."day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
	CONSTRAINT "shop_booking_working_days_time_check" CHECK ("shop_booking_working_days"."from" ~ '^[0-9]{1,2}-[0-9]{2}$' and "shop_booking_working_days"."to" ~ '^[0-9]{1,2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shop_section_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_section_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "shop_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"area" text,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"shop_section_id" integer NOT NULL,
	"chair_count" integer DEFAULT 1 NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tables_chair_count_check" CHECK ("tables"."chair_count" > 0),
	CONSTRAINT "tables_tax_check" CHECK ("tables"."tax" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"guest" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bookings_status_check" CHECK ("user_bookings"."status" in ('new', 'accepted', 'canceled')),
	CONSTRAINT "user_bookings_period_check" CHECK ("user_bookings"."end_date" is null or "user_bookings"."end_date" > "user_bookings"."start_date"),
	CONSTRAINT "user_bookings_guest_check" CHECK ("user_bookings"."guest" is null or "user_bookings"."guest" > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_unique" UNIQUE("type"),
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('push', 'discount', 'order_verify', 'order_statuses'))
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"body" text,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_id" integer,
	"chat_content" text,
	"chat_img" text,
	"unread" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('user', 'shop', 'admin')),
	CONSTRAINT "chat_messages_content_check" CHECK ("chat_messages"."chat_content" is not null or "chat_messages"."chat_img" is not null)
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_user_id_shop_id_unique" UNIQUE NULLS NOT DISTINCT("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveryman_applications" ADD CONSTRAINT "deliveryman_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_providers" ADD CONSTRAINT "social_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "assign_shop_tags" ADD CONSTRAINT "assign_shop_tags_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_shop_tags" ADD CONSTRAINT "assign_shop_tags_shop_tag_id_shop_tags_id_fk" FOREIGN KEY ("shop_tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_galleries" ADD CONSTRAINT "shop_galleries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tag_translations" ADD CONSTRAINT "shop_tag_translations_shop_tag_id_shop_tags_id_fk" FOREIGN KEY ("shop_tag_id") REFERENCES "public"."shop_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_translations" ADD CONSTRAINT "shop_translations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_translations" ADD CONSTRAINT "branch_translations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closed_dates" ADD CONSTRAINT "shop_closed_dates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_delivery_zones" ADD CONSTRAINT "shop_delivery_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_working_days" ADD CONSTRAINT "shop_working_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_translations" ADD CONSTRAINT "unit_translations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_group_translations" ADD CONSTRAINT "extra_group_translations_extra_group_id_extra_groups_id_fk" FOREIGN KEY ("extra_group_id") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_groups" ADD CONSTRAINT "extra_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_values" ADD CONSTRAINT "extra_values_extra_group_id_extra_groups_id_fk" FOREIGN KEY ("extra_group_id") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_extra_group_id_extra_groups_id_fk" FOREIGN KEY ("extra_group_id") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_addons" ADD CONSTRAINT "stock_addons_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_addons" ADD CONSTRAINT "stock_addons_addon_id_products_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_extras" ADD CONSTRAINT "stock_extras_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_extras" ADD CONSTRAINT "stock_extras_extra_value_id_extra_values_id_fk" FOREIGN KEY ("extra_value_id") REFERENCES "public"."extra_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_bonus_stock_id_stocks_id_fk" FOREIGN KEY ("bonus_stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_likes" ADD CONSTRAINT "banner_likes_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_likes" ADD CONSTRAINT "banner_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_shops" ADD CONSTRAINT "banner_shops_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_shops" ADD CONSTRAINT "banner_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_translations" ADD CONSTRAINT "coupon_translations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_translations" ADD CONSTRAINT "referral_translations_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_translations" ADD CONSTRAINT "career_translations_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_policy_translations" ADD CONSTRAINT "privacy_policy_translations_privacy_policy_id_fk" FOREIGN KEY ("privacy_policy_id") REFERENCES "public"."privacy_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_condition_translations" ADD CONSTRAINT "term_condition_translations_term_condition_id_fk" FOREIGN KEY ("term_condition_id") REFERENCES "public"."term_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_instructions" ADD CONSTRAINT "recipe_instructions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_nutrition_translations" ADD CONSTRAINT "recipe_nutrition_translations_recipe_nutrition_id_fk" FOREIGN KEY ("recipe_nutrition_id") REFERENCES "public"."recipe_nutritions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_nutritions" ADD CONSTRAINT "recipe_nutritions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_stocks" ADD CONSTRAINT "recipe_stocks_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_stocks" ADD CONSTRAINT "recipe_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_translations" ADD CONSTRAINT "recipe_translations_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_user_cart_id_user_carts_id_fk" FOREIGN KEY ("user_cart_id") REFERENCES "public"."user_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_details" ADD CONSTRAINT "cart_details_parent_id_cart_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carts" ADD CONSTRAINT "user_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_carts" ADD CONSTRAINT "user_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_parent_id_order_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_user_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."user_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deliveryman_id_users_id_fk" FOREIGN KEY ("deliveryman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_waiter_id_users_id_fk" FOREIGN KEY ("waiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_booking_id_user_bookings_id_fk" FOREIGN KEY ("user_booking_id") REFERENCES "public"."user_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_payloads" ADD CONSTRAINT "payment_payloads_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_process" ADD CONSTRAINT "payment_process_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_process" ADD CONSTRAINT "payment_process_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_process" ADD CONSTRAINT "payment_process_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_process" ADD CONSTRAINT "payment_process_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_process" ADD CONSTRAINT "payment_process_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_parcel_order_id_parcel_orders_id_fk" FOREIGN KEY ("parcel_order_id") REFERENCES "public"."parcel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_sys_id_payments_id_fk" FOREIGN KEY ("payment_sys_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_wallet_uuid_wallets_uuid_fk" FOREIGN KEY ("wallet_uuid") REFERENCES "public"."wallets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_histories" ADD CONSTRAINT "wallet_histories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_option_translations" ADD CONSTRAINT "parcel_option_translations_parcel_option_id_fk" FOREIGN KEY ("parcel_option_id") REFERENCES "public"."parcel_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_type_id_parcel_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."parcel_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_deliveryman_id_users_id_fk" FOREIGN KEY ("deliveryman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_orders" ADD CONSTRAINT "parcel_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_type_options" ADD CONSTRAINT "parcel_type_options_parcel_type_id_parcel_types_id_fk" FOREIGN KEY ("parcel_type_id") REFERENCES "public"."parcel_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_booking_closed_dates" ADD CONSTRAINT "shop_booking_closed_dates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_booking_working_days" ADD CONSTRAINT "shop_booking_working_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_section_translations" ADD CONSTRAINT "shop_section_translations_shop_section_id_shop_sections_id_fk" FOREIGN KEY ("shop_section_id") REFERENCES "public"."shop_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sections" ADD CONSTRAINT "shop_sections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_shop_section_id_shop_sections_id_fk" FOREIGN KEY ("shop_section_id") REFERENCES "public"."shop_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_user" ADD CONSTRAINT "notification_user_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_user" ADD CONSTRAINT "notification_user_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "deliveryman_applications_user_id_idx" ON "deliveryman_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deliveryman_applications_status_idx" ON "deliveryman_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_target_purpose_idx" ON "otp_codes" USING btree ("target","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_expires_at_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_providers_provider_id_idx" ON "social_providers" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "social_providers_user_id_idx" ON "social_providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_addresses_user_id_idx" ON "user_addresses" USING btree ("user_id","active");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_referral_idx" ON "users" USING btree ("referral");--> statement-breakpoint
CREATE INDEX "users_currency_id_idx" ON "users" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "users_language_id_idx" ON "users" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_single_default_idx" ON "currencies" USING btree ("default") WHERE "currencies"."default";--> statement-breakpoint
CREATE UNIQUE INDEX "languages_single_default_idx" ON "languages" USING btree ("default") WHERE "languages"."default";--> statement-breakpoint
CREATE UNIQUE INDEX "translations_locale_group_key_idx" ON "translations" USING btree ("locale","group","key");--> statement-breakpoint
CREATE UNIQUE INDEX "assign_shop_tags_shop_id_shop_tag_id_idx" ON "assign_shop_tags" USING btree ("shop_id","shop_tag_id");--> statement-breakpoint
CREATE INDEX "assign_shop_tags_shop_tag_id_idx" ON "assign_shop_tags" USING btree ("shop_tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_shop_id_category_id_idx" ON "shop_categories" USING btree ("shop_id","category_id");--> statement-breakpoint
CREATE INDEX "shop_categories_category_id_idx" ON "shop_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "shop_galleries_shop_id_idx" ON "shop_galleries" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payments_shop_id_payment_id_idx" ON "shop_payments" USING btree ("shop_id","payment_id");--> statement-breakpoint
CREATE INDEX "shop_payments_payment_id_idx" ON "shop_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_tag_translations_shop_tag_id_locale_idx" ON "shop_tag_translations" USING btree ("shop_tag_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_translations_shop_id_locale_idx" ON "shop_translations" USING btree ("shop_id","locale");--> statement-breakpoint
CREATE INDEX "shops_user_id_idx" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shops_type_idx" ON "shops" USING btree ("type");--> statement-breakpoint
CREATE INDEX "shops_status_idx" ON "shops" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shops_open_idx" ON "shops" USING btree ("open");--> statement-breakpoint
CREATE INDEX "shops_listing_idx" ON "shops" USING btree ("status","type","open");--> statement-breakpoint
CREATE INDEX "shops_lat_lng_idx" ON "shops" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "shops_rating_avg_idx" ON "shops" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_translations_branch_id_locale_idx" ON "branch_translations" USING btree ("branch_id","locale");--> statement-breakpoint
CREATE INDEX "branches_shop_id_idx" ON "branches" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_closed_dates_shop_id_day_idx" ON "shop_closed_dates" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "shop_delivery_zones_bbox_idx" ON "shop_delivery_zones" USING btree ("min_lat","max_lat","min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "shop_delivery_zones_lng_idx" ON "shop_delivery_zones" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_working_days_shop_id_day_idx" ON "shop_working_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "brands_active_idx" ON "brands" USING btree ("active");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_type_active_idx" ON "categories" USING btree ("type","active","status");--> statement-breakpoint
CREATE INDEX "categories_shop_id_idx" ON "categories" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_category_id_locale_idx" ON "category_translations" USING btree ("category_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_product_id_locale_idx" ON "product_translations" USING btree ("product_id","locale");--> statement-breakpoint
CREATE INDEX "products_shop_id_idx" ON "products" USING btree ("shop_id","status","active");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_unit_id_idx" ON "products" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "products_status_active_idx" ON "products" USING btree ("status","active","addon");--> statement-breakpoint
CREATE INDEX "products_sold_count_idx" ON "products" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "stocks_product_id_idx" ON "stocks" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_translations_unit_id_locale_idx" ON "unit_translations" USING btree ("unit_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_group_translations_extra_group_id_locale_idx" ON "extra_group_translations" USING btree ("extra_group_id","locale");--> statement-breakpoint
CREATE INDEX "extra_groups_shop_id_idx" ON "extra_groups" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "extra_values_extra_group_id_idx" ON "extra_values" USING btree ("extra_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_extras_product_id_extra_group_id_idx" ON "product_extras" USING btree ("product_id","extra_group_id");--> statement-breakpoint
CREATE INDEX "product_extras_extra_group_id_idx" ON "product_extras" USING btree ("extra_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_addons_stock_id_addon_id_idx" ON "stock_addons" USING btree ("stock_id","addon_id");--> statement-breakpoint
CREATE INDEX "stock_addons_addon_id_idx" ON "stock_addons" USING btree ("addon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_extras_stock_id_extra_value_id_idx" ON "stock_extras" USING btree ("stock_id","extra_value_id");--> statement-breakpoint
CREATE INDEX "stock_extras_extra_value_id_idx" ON "stock_extras" USING btree ("extra_value_id");--> statement-breakpoint
CREATE INDEX "bonuses_shop_id_idx" ON "bonuses" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "bonuses_stock_id_idx" ON "bonuses" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "bonuses_bonus_stock_id_idx" ON "bonuses" USING btree ("bonus_stock_id");--> statement-breakpoint
CREATE INDEX "discounts_shop_id_idx" ON "discounts" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "discounts_active_period_idx" ON "discounts" USING btree ("active","start","end");--> statement-breakpoint
CREATE UNIQUE INDEX "product_discounts_product_id_discount_id_idx" ON "product_discounts" USING btree ("product_id","discount_id");--> statement-breakpoint
CREATE INDEX "product_discounts_discount_id_idx" ON "product_discounts" USING btree ("discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_id_shop_id_idx" ON "favourites" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "favourites_shop_id_idx" ON "favourites" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "galleries_loadable_idx" ON "galleries" USING btree ("loadable_type","loadable_id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_target_idx" ON "reviews" USING btree ("order_id","target","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_parcel_order_target_idx" ON "reviews" USING btree ("parcel_order_id","target","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_id_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_shop_id_idx" ON "reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_assigned_user_id_idx" ON "reviews" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_likes_banner_id_user_id_idx" ON "banner_likes" USING btree ("banner_id","user_id");--> statement-breakpoint
CREATE INDEX "banner_likes_user_id_idx" ON "banner_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_shops_banner_id_shop_id_idx" ON "banner_shops" USING btree ("banner_id","shop_id");--> statement-breakpoint
CREATE INDEX "banner_shops_shop_id_idx" ON "banner_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_translations_banner_id_locale_idx" ON "banner_translations" USING btree ("banner_id","locale");--> statement-breakpoint
CREATE INDEX "banners_type_active_idx" ON "banners" USING btree ("type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_translations_coupon_id_locale_idx" ON "coupon_translations" USING btree ("coupon_id","locale");--> statement-breakpoint
CREATE INDEX "coupons_name_idx" ON "coupons" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_translations_referral_id_locale_idx" ON "referral_translations" USING btree ("referral_id","locale");--> statement-breakpoint
CREATE INDEX "stories_shop_id_idx" ON "stories" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "stories_product_id_idx" ON "stories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_translations_blog_id_locale_idx" ON "blog_translations" USING btree ("blog_id","locale");--> statement-breakpoint
CREATE INDEX "blogs_listing_idx" ON "blogs" USING btree ("type","active","published_at");--> statement-breakpoint
CREATE INDEX "blogs_user_id_idx" ON "blogs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_translations_career_id_locale_idx" ON "career_translations" USING btree ("career_id","locale");--> statement-breakpoint
CREATE INDEX "careers_category_id_idx" ON "careers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "careers_active_idx" ON "careers" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_translations_faq_id_locale_idx" ON "faq_translations" USING btree ("faq_id","locale");--> statement-breakpoint
CREATE INDEX "faqs_type_active_idx" ON "faqs" USING btree ("type","active");--> statement-breakpoint
CREATE UNIQUE INDEX "page_translations_page_id_locale_idx" ON "page_translations" USING btree ("page_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_policy_translations_policy_id_locale_idx" ON "privacy_policy_translations" USING btree ("privacy_policy_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "term_condition_translations_term_id_locale_idx" ON "term_condition_translations" USING btree ("term_condition_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredients_recipe_id_locale_idx" ON "recipe_ingredients" USING btree ("recipe_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_instructions_recipe_id_locale_idx" ON "recipe_instructions" USING btree ("recipe_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_nutrition_translations_nutrition_id_locale_idx" ON "recipe_nutrition_translations" USING btree ("recipe_nutrition_id","locale");--> statement-breakpoint
CREATE INDEX "recipe_nutritions_recipe_id_idx" ON "recipe_nutritions" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_stocks_recipe_id_stock_id_idx" ON "recipe_stocks" USING btree ("recipe_id","stock_id");--> statement-breakpoint
CREATE INDEX "recipe_stocks_stock_id_idx" ON "recipe_stocks" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_translations_recipe_id_locale_idx" ON "recipe_translations" USING btree ("recipe_id","locale");--> statement-breakpoint
CREATE INDEX "recipes_shop_id_idx" ON "recipes" USING btree ("shop_id","active");--> statement-breakpoint
CREATE INDEX "recipes_category_id_idx" ON "recipes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "cart_details_stock_id_idx" ON "cart_details" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "cart_details_parent_id_idx" ON "cart_details" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "carts_shop_id_idx" ON "carts" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "carts_currency_id_idx" ON "carts" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "user_carts_user_id_idx" ON "user_carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_coupons_user_id_name_idx" ON "order_coupons" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_id_idx" ON "order_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "order_details_order_id_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_details_stock_id_idx" ON "order_details" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "order_details_parent_id_idx" ON "order_details" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_status_idx" ON "order_refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_open_per_order_idx" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "order_status_events_order_id_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_events_user_id_idx" ON "order_status_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_shop_id_idx" ON "orders" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_currency_id_idx" ON "orders" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "orders_address_id_idx" ON "orders" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "orders_deliveryman_id_idx" ON "orders" USING btree ("deliveryman_id","status");--> statement-breakpoint
CREATE INDEX "orders_waiter_id_idx" ON "orders" USING btree ("waiter_id");--> statement-breakpoint
CREATE INDEX "orders_cook_id_idx" ON "orders" USING btree ("cook_id");--> statement-breakpoint
CREATE INDEX "orders_table_id_idx" ON "orders" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "orders_booking_id_idx" ON "orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "orders_user_booking_id_idx" ON "orders" USING btree ("user_booking_id");--> statement-breakpoint
CREATE INDEX "orders_payment_id_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_process_user_id_idx" ON "payment_process" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_process_payment_id_idx" ON "payment_process" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_process_order_id_idx" ON "payment_process" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_process_parcel_order_id_idx" ON "payment_process" USING btree ("parcel_order_id");--> statement-breakpoint
CREATE INDEX "payment_process_wallet_id_idx" ON "payment_process" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "payments_active_idx" ON "payments" USING btree ("active");--> statement-breakpoint
CREATE INDEX "transactions_order_id_idx" ON "transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transactions_parcel_order_id_idx" ON "transactions" USING btree ("parcel_order_id");--> statement-breakpoint
CREATE INDEX "transactions_wallet_id_idx" ON "transactions" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_payment_sys_id_idx" ON "transactions" USING btree ("payment_sys_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_payment_trx_idx" ON "transactions" USING btree ("payment_sys_id","payment_trx_id");--> statement-breakpoint
CREATE INDEX "wallet_histories_wallet_uuid_idx" ON "wallet_histories" USING btree ("wallet_uuid","created_at");--> statement-breakpoint
CREATE INDEX "wallet_histories_transaction_id_idx" ON "wallet_histories" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_histories_created_by_idx" ON "wallet_histories" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wallets_currency_id_idx" ON "wallets" USING btree ("currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_option_translations_parcel_option_id_locale_idx" ON "parcel_option_translations" USING btree ("parcel_option_id","locale");--> statement-breakpoint
CREATE INDEX "parcel_orders_user_id_idx" ON "parcel_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "parcel_orders_type_id_idx" ON "parcel_orders" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "parcel_orders_status_idx" ON "parcel_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "parcel_orders_created_at_idx" ON "parcel_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parcel_orders_currency_id_idx" ON "parcel_orders" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "parcel_orders_deliveryman_id_idx" ON "parcel_orders" USING btree ("deliveryman_id","status");--> statement-breakpoint
CREATE INDEX "parcel_orders_payment_id_idx" ON "parcel_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_orders_user_id_idempotency_key_idx" ON "parcel_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_type_options_type_option_idx" ON "parcel_type_options" USING btree ("parcel_type_id","parcel_option_id");--> statement-breakpoint
CREATE INDEX "parcel_type_options_parcel_option_id_idx" ON "parcel_type_options" USING btree ("parcel_option_id");--> statement-breakpoint
CREATE INDEX "parcel_types_active_idx" ON "parcel_types" USING btree ("active");--> statement-breakpoint
CREATE INDEX "bookings_shop_id_idx" ON "bookings" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_booking_closed_dates_shop_id_day_idx" ON "shop_booking_closed_dates" USING btree ("shop_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_booking_working_days_shop_id_day_idx" ON "shop_booking_working_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_section_translations_shop_section_id_locale_idx" ON "shop_section_translations" USING btree ("shop_section_id","locale");--> statement-breakpoint
CREATE INDEX "shop_sections_shop_id_idx" ON "shop_sections" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "tables_shop_section_id_idx" ON "tables" USING btree ("shop_section_id","active");--> statement-breakpoint
CREATE INDEX "user_bookings_booking_id_idx" ON "user_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "user_bookings_user_id_idx" ON "user_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_bookings_table_id_idx" ON "user_bookings" USING btree ("table_id","start_date");--> statement-breakpoint
CREATE INDEX "user_bookings_status_idx" ON "user_bookings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_user_user_id_notification_id_idx" ON "notification_user" USING btree ("user_id","notification_id");--> statement-breakpoint
CREATE INDEX "notification_user_notification_id_idx" ON "notification_user" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "push_notifications_user_id_idx" ON "push_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_notifications_user_id_type_read_at_idx" ON "push_notifications" USING btree ("user_id","type","read_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_id_idx" ON "chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_id_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "chats_shop_id_idx" ON "chats" USING btree ("shop_id","updated_at");--> statement-breakpoint
-- Seed: role names referenced by users.role (hand-added to the generated migration).
INSERT INTO "roles" ("name") VALUES ('user'), ('seller'), ('moderator'), ('deliveryman'), ('waiter'), ('cook'), ('manager'), ('admin') ON CONFLICT ("name") DO NOTHING;
