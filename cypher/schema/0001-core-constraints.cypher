// Identity constraints for the core labels. Each constraint also gives a fast lookup index.
// Canonical graph nodes are addressed graph://skill/<id> and graph://occupation/<id> by their `id`.
CREATE CONSTRAINT framework_id IF NOT EXISTS FOR (f:Framework) REQUIRE f.id IS UNIQUE;
CREATE CONSTRAINT skill_id IF NOT EXISTS FOR (s:Skill) REQUIRE s.id IS UNIQUE;
CREATE CONSTRAINT occupation_id IF NOT EXISTS FOR (o:Occupation) REQUIRE o.id IS UNIQUE;
CREATE CONSTRAINT sector_id IF NOT EXISTS FOR (s:Sector) REQUIRE s.id IS UNIQUE;
CREATE CONSTRAINT organisation_id IF NOT EXISTS FOR (o:Organisation) REQUIRE o.id IS UNIQUE;
CREATE CONSTRAINT user_id IF NOT EXISTS FOR (u:User) REQUIRE u.id IS UNIQUE;
CREATE CONSTRAINT user_email IF NOT EXISTS FOR (u:User) REQUIRE u.email IS UNIQUE;
CREATE CONSTRAINT api_key_id IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.id IS UNIQUE;
CREATE CONSTRAINT api_key_hash IF NOT EXISTS FOR (k:ApiKey) REQUIRE k.key_hash IS UNIQUE;
CREATE CONSTRAINT plan_code IF NOT EXISTS FOR (p:Plan) REQUIRE p.code IS UNIQUE;
CREATE CONSTRAINT health_probe_id IF NOT EXISTS FOR (h:HealthProbe) REQUIRE h.id IS UNIQUE;
