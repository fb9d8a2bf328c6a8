// Indonesia's national public holidays (libur nasional) and joint leave days (cuti bersama).
//
// 2026: the joint decree of the Ministers of Religious Affairs, Manpower and Administrative Reform
// (SKB 3 Menteri No. 1497/2025, 2/2025, 5/2025): 17 national holidays and 8 joint leave days.
//
// 2027: no decree was available to us when this list was written. The dates are projected: fixed-date
// holidays are certain; Chinese New Year, Easter, Ascension and Vesak follow their calendars; Islamic dates
// follow the government's MABIMS-based hisab (±1 day against the final sidang isbat); Nyepi follows the
// Saka calendar; the joint leave days are our estimate of the usual bridging pattern. Replace them with the
// SKB for 2027 when it is at hand (see README, "Holidays").

export interface HolidayDef {
  date: string;
  nameId: string;
  nameEn: string;
  type: 'national_holiday' | 'joint_leave';
}

const H = (date: string, nameId: string, nameEn: string): HolidayDef => ({
  date,
  nameId,
  nameEn,
  type: 'national_holiday',
});
const C = (date: string, nameId: string, nameEn: string): HolidayDef => ({ date, nameId, nameEn, type: 'joint_leave' });

export const HOLIDAYS: readonly HolidayDef[] = [
  // 2026 — national holidays
  H('2026-01-01', 'Tahun Baru 2026 Masehi', "New Year's Day 2026"),
  H('2026-01-16', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad"),
  H('2026-02-17', 'Tahun Baru Imlek 2577 Kongzili', 'Chinese New Year 2577 Kongzili'),
  H('2026-03-19', 'Hari Suci Nyepi (Tahun Baru Saka 1948)', 'Day of Silence (Saka New Year 1948)'),
  H('2026-03-21', 'Hari Raya Idul Fitri 1447 Hijriah', 'Eid al-Fitr 1447 AH'),
  H('2026-03-22', 'Hari Raya Idul Fitri 1447 Hijriah', 'Eid al-Fitr 1447 AH (second day)'),
  H('2026-04-03', 'Wafat Yesus Kristus', 'Good Friday'),
  H('2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'),
  H('2026-05-01', 'Hari Buruh Internasional', 'International Labour Day'),
  H('2026-05-14', 'Kenaikan Yesus Kristus', 'Ascension of Jesus Christ'),
  H('2026-05-27', 'Hari Raya Idul Adha 1447 Hijriah', 'Eid al-Adha 1447 AH'),
  H('2026-05-31', 'Hari Raya Waisak 2570 BE', 'Vesak Day 2570 BE'),
  H('2026-06-01', 'Hari Lahir Pancasila', 'Pancasila Day'),
  H('2026-06-16', '1 Muharam Tahun Baru Islam 1448 Hijriah', 'Islamic New Year 1448 AH'),
  H('2026-08-17', 'Proklamasi Kemerdekaan Republik Indonesia', 'Indonesian Independence Day'),
  H('2026-08-25', 'Maulid Nabi Muhammad SAW', "Prophet Muhammad's Birthday"),
  H('2026-12-25', 'Kelahiran Yesus Kristus', 'Christmas Day'),
  // 2026 — joint leave
  C('2026-02-16', 'Cuti Bersama Tahun Baru Imlek 2577 Kongzili', 'Joint leave for Chinese New Year'),
  C('2026-03-18', 'Cuti Bersama Hari Suci Nyepi (Tahun Baru Saka 1948)', 'Joint leave for the Day of Silence'),
  C('2026-03-20', 'Cuti Bersama Idul Fitri 1447 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2026-03-23', 'Cuti Bersama Idul Fitri 1447 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2026-03-24', 'Cuti Bersama Idul Fitri 1447 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2026-05-15', 'Cuti Bersama Kenaikan Yesus Kristus', 'Joint leave for the Ascension of Jesus Christ'),
  C('2026-05-28', 'Cuti Bersama Idul Adha 1447 Hijriah', 'Joint leave for Eid al-Adha'),
  C('2026-12-24', 'Cuti Bersama Kelahiran Yesus Kristus', 'Joint leave for Christmas'),

  // 2027 — national holidays (projected, see above)
  H('2027-01-01', 'Tahun Baru 2027 Masehi', "New Year's Day 2027"),
  H('2027-01-06', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad"),
  H('2027-02-06', 'Tahun Baru Imlek 2578 Kongzili', 'Chinese New Year 2578 Kongzili'),
  H('2027-03-09', 'Hari Suci Nyepi (Tahun Baru Saka 1949)', 'Day of Silence (Saka New Year 1949)'),
  H('2027-03-10', 'Hari Raya Idul Fitri 1448 Hijriah', 'Eid al-Fitr 1448 AH'),
  H('2027-03-11', 'Hari Raya Idul Fitri 1448 Hijriah', 'Eid al-Fitr 1448 AH (second day)'),
  H('2027-03-26', 'Wafat Yesus Kristus', 'Good Friday'),
  H('2027-03-28', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'),
  H('2027-05-01', 'Hari Buruh Internasional', 'International Labour Day'),
  H('2027-05-06', 'Kenaikan Yesus Kristus', 'Ascension of Jesus Christ'),
  H('2027-05-17', 'Hari Raya Idul Adha 1448 Hijriah', 'Eid al-Adha 1448 AH'),
  H('2027-05-20', 'Hari Raya Waisak 2571 BE', 'Vesak Day 2571 BE'),
  H('2027-06-01', 'Hari Lahir Pancasila', 'Pancasila Day'),
  H('2027-06-06', '1 Muharam Tahun Baru Islam 1449 Hijriah', 'Islamic New Year 1449 AH'),
  H('2027-08-15', 'Maulid Nabi Muhammad SAW', "Prophet Muhammad's Birthday"),
  H('2027-08-17', 'Proklamasi Kemerdekaan Republik Indonesia', 'Indonesian Independence Day'),
  H('2027-12-25', 'Kelahiran Yesus Kristus', 'Christmas Day'),
  // 2027 — joint leave (projected)
  C('2027-02-05', 'Cuti Bersama Tahun Baru Imlek 2578 Kongzili', 'Joint leave for Chinese New Year'),
  C('2027-03-08', 'Cuti Bersama Hari Suci Nyepi (Tahun Baru Saka 1949)', 'Joint leave for the Day of Silence'),
  C('2027-03-12', 'Cuti Bersama Idul Fitri 1448 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2027-03-15', 'Cuti Bersama Idul Fitri 1448 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2027-03-16', 'Cuti Bersama Idul Fitri 1448 Hijriah', 'Joint leave for Eid al-Fitr'),
  C('2027-05-07', 'Cuti Bersama Kenaikan Yesus Kristus', 'Joint leave for the Ascension of Jesus Christ'),
  C('2027-05-21', 'Cuti Bersama Hari Raya Waisak 2571 BE', 'Joint leave for Vesak Day'),
  C('2027-12-24', 'Cuti Bersama Kelahiran Yesus Kristus', 'Joint leave for Christmas'),
];
