-- Saltwater brine as a mud type (issue 15): a Bakken well drills its 6" lateral in NaCl brine of about
-- 1,150 to 1,200 kg/m³, neither water-based mud nor oil-based mud. Reports and programs may name it.
alter table mud_reports drop constraint mud_reports_mud_type_check;
alter table mud_reports add constraint mud_reports_mud_type_check check (mud_type in ('WBM', 'OBM', 'BRINE'));
alter table mud_program_sections drop constraint mud_program_sections_mud_type_check;
alter table mud_program_sections add constraint mud_program_sections_mud_type_check check (mud_type in ('WBM', 'OBM', 'BRINE'));
