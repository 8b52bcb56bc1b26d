-- The tracking page of a parcel booked through EasyParcel, shown to the shopper (issue 48).
ALTER TABLE "order_shipments" ADD COLUMN "tracking_url" text;
