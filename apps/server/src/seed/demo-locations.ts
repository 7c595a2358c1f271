import type { Database } from '../db/client.ts';

/**
 * Gives the demo doctors a quarter and a point (decision 079), deterministic for a seed: in a city
 * with quarters, a twentieth stay at the city's centre (no quarter given), about three in twenty at
 * their quarter's centre (a quarter, no pin), and the others a pin within about 700 m of their
 * quarter's centre, drawn by the quarters' weights; in a town without quarters, seven in ten a pin
 * within about 1.2 km of its centre. A listing's pin is a moderator's, an account's its doctor's.
 * One statement: at 100,000 doctors it costs seconds, not one round trip per doctor.
 */
export async function placeDemoDoctors(database: Database, seed: number): Promise<void> {
  await database.query(
    `with draws as (
       select d.id, d.city_id, d.user_id,
              ${uniform(1)} as u1, ${uniform(9)} as u2, ${uniform(17)} as u3, ${uniform(25)} as u4
         from doctors d where d.city_id is not null),
     bands as (
       select id, city_id, latitude, longitude,
              sum(weight) over (partition by city_id order by id) - weight as low,
              sum(weight) over (partition by city_id order by id) as high,
              sum(weight) over (partition by city_id) as total
         from quarters),
     chosen as (
       select draws.*, b.id as quarter_id,
              coalesce(b.latitude, c.latitude) as centre_latitude,
              coalesce(b.longitude, c.longitude) as centre_longitude,
              b.id is not null as has_quarter
         from draws
         join cities c on c.id = draws.city_id
         left join bands b on b.city_id = draws.city_id and draws.u1 * b.total >= b.low and draws.u1 * b.total < b.high)
     update doctors d
        set quarter_id = case when chosen.has_quarter and chosen.u2 >= 0.05 then chosen.quarter_id end,
            location_source = case
              when (chosen.has_quarter and chosen.u2 >= 0.20) or (not chosen.has_quarter and chosen.u2 >= 0.30)
                then case when chosen.user_id is null then 'moderator' else 'doctor' end end,
            latitude = chosen.centre_latitude
              + (chosen.u3 - 0.5) * case when chosen.has_quarter then 0.0125 else 0.0215 end,
            longitude = chosen.centre_longitude
              + (chosen.u4 - 0.5) * case when chosen.has_quarter then 0.015 else 0.026 end
       from chosen where chosen.id = d.id`,
    [String(seed)],
  );
}

/** A number in [0, 1) from 8 hex digits of md5(id:seed), starting at `from`. */
function uniform(from: number): string {
  return `(('x' || substr(md5(d.id::text || ':' || $1), ${from}, 8))::bit(32)::bigint & 2147483647)::float8 / 2147483648`;
}
