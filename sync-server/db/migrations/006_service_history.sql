-- A customer's or a vehicle's service history (GET /service, docs/api.md): repair orders stay on the server, and a
-- dealer has about 500,000 of them. The vehicle look-up has service_vehicle (002); these let a customer's orders and
-- the owned vehicles of a VIN be found by index rather than by reading the dealer's rows.
CREATE INDEX service_customer ON service (dealer, (doc->>'customer_id'));
CREATE INDEX vehicles_vin ON vehicles (dealer, (doc->>'vin'));
