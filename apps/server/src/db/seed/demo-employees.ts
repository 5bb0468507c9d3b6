import { defaultOvertimePaise, paiseToRupees, rupeesToPaise, verhoeffDigit } from '@anupalan/shared';
import { type AadhaarKeys, storeAadhaar } from '../../lib/aadhaar-crypto.js';
import type { Tx } from '../client.js';
import { employees, employeeWagePeriods } from '../schema/index.js';

/**
 * The demo's workers (Form A): masons, bar benders, helpers and an electrician's crew at the Hinkal labour camp
 * (four of them the subcontractor's), operators and drivers at the Bogadi batching plant, from Karnataka and
 * from the states construction labour migrates from. Every Form A column is filled, two adolescents carry their
 * particulars, and each wage is above Karnataka's minimum for the worker's category (after the October VDA
 * revision too), so the engine finds nothing invented here.
 */
interface DemoWorker {
  code: string;
  name: string;
  surname: string;
  gender: 'Male' | 'Female';
  father: string;
  born: string;
  joined: string;
  designation: string;
  skill: 'highlySkilled' | 'skilled' | 'semiSkilled' | 'unskilled';
  /** Village, taluk and district of the permanent address. */
  home: string;
  education: string;
  mobile: string;
  bank: [name: string, ifsc: string];
  /** Wage and DA per day. */
  wage: [string, string];
  subcontractor?: boolean;
  adolescent?: { natureOfWork: string; dailyHours: string; restIntervals: string };
  exit?: [date: string, reason: string];
}

const CAMP: DemoWorker[] = [
  {
    code: 'SGC-0001',
    name: 'Mahadevappa',
    surname: 'Gowda',
    gender: 'Male',
    father: 'Siddegowda',
    born: '1979-03-14',
    joined: '2026-05-12',
    designation: 'Mason (supervisor)',
    skill: 'highlySkilled',
    home: 'Bilikere, Hunsur taluk, Mysuru district, Karnataka 571105',
    education: 'SSLC',
    mobile: '9448203117',
    bank: ['State Bank of India, Hunsur', 'SBIN0040172'],
    wage: ['860', '160'],
  },
  {
    code: 'SGC-0002',
    name: 'Lakshmamma',
    surname: '',
    gender: 'Female',
    father: 'Chikkanna',
    born: '1986-07-02',
    joined: '2026-05-12',
    designation: 'Helper',
    skill: 'unskilled',
    home: 'Yelwal, Mysuru taluk, Mysuru district, Karnataka 571130',
    education: 'None',
    mobile: '9611540276',
    bank: ['Karnataka Gramin Bank, Yelwal', 'PKGB0010551'],
    wage: ['560', '110'],
  },
  {
    code: 'SGC-0003',
    name: 'Ranjit',
    surname: 'Mahato',
    gender: 'Male',
    father: 'Bhola Mahato',
    born: '1992-11-20',
    joined: '2026-05-18',
    designation: 'Bar bender',
    skill: 'skilled',
    home: 'Barhi, Hazaribagh district, Jharkhand 825405',
    education: '8th standard',
    mobile: '7739015482',
    bank: ['Bank of India, Barhi', 'BKID0004730'],
    wage: ['720', '140'],
  },
  {
    code: 'SGC-0004',
    name: 'Salma',
    surname: 'Begum',
    gender: 'Female',
    father: 'Abdul Rasheed',
    born: '1990-01-09',
    joined: '2026-05-18',
    designation: 'Curing and housekeeping',
    skill: 'unskilled',
    home: 'Naganahalli, Mysuru taluk, Mysuru district, Karnataka 570003',
    education: '5th standard',
    mobile: '8884172036',
    bank: ['Canara Bank, Mysuru', 'CNRB0000452'],
    wage: ['555', '110'],
  },
  {
    code: 'SGC-0005',
    name: 'Bikash',
    surname: 'Nayak',
    gender: 'Male',
    father: 'Kailash Nayak',
    born: '1988-04-27',
    joined: '2026-06-01',
    designation: 'Shuttering carpenter',
    skill: 'skilled',
    home: 'Aska, Ganjam district, Odisha 761110',
    education: '10th standard',
    mobile: '9178362045',
    bank: ['Odisha Gramya Bank, Aska', 'IOBA0ROGB01'],
    wage: ['730', '140'],
  },
  {
    code: 'SGC-0006',
    name: 'Shivakumar',
    surname: 'K',
    gender: 'Male',
    father: 'Kempaiah',
    born: '1995-09-30',
    joined: '2026-06-01',
    designation: 'Excavator operator',
    skill: 'highlySkilled',
    home: 'Maddur, Mandya district, Karnataka 571428',
    education: 'ITI (Fitter)',
    mobile: '9902354810',
    bank: ['Canara Bank, Maddur', 'CNRB0000786'],
    wage: ['880', '165'],
  },
  {
    code: 'SGC-0007',
    name: 'Pinki',
    surname: 'Kumari',
    gender: 'Female',
    father: 'Ramesh Paswan',
    born: '1998-12-05',
    joined: '2026-06-15',
    designation: 'Helper',
    skill: 'unskilled',
    home: 'Bikram, Patna district, Bihar 801104',
    education: '7th standard',
    mobile: '7250913368',
    bank: ['Punjab National Bank, Bikram', 'PUNB0294800'],
    wage: ['560', '110'],
  },
  {
    code: 'SGC-0008',
    name: 'Nagaraju',
    surname: 'H',
    gender: 'Male',
    father: 'Hanumaiah',
    born: '2009-02-11',
    joined: '2026-07-06',
    designation: 'Mason helper',
    skill: 'semiSkilled',
    home: 'Hosa Agrahara, K R Nagar taluk, Mysuru district, Karnataka 571602',
    education: '9th standard',
    mobile: '9591826470',
    bank: ['Karnataka Gramin Bank, K R Nagar', 'PKGB0010637'],
    wage: ['630', '125'],
    adolescent: {
      natureOfWork: 'Carrying bricks and mixing mortar on the ground level only',
      dailyHours: '4.5',
      restIntervals: '10:30 to 11:00 and 13:00 to 14:00',
    },
  },
  {
    code: 'SGC-0009',
    name: 'Anwar',
    surname: 'Hossain',
    gender: 'Male',
    father: 'Mofizul Hossain',
    born: '1984-06-18',
    joined: '2026-07-06',
    designation: 'Mason',
    skill: 'skilled',
    home: 'Domkal, Murshidabad district, West Bengal 742303',
    education: '6th standard',
    mobile: '8116402957',
    bank: ['Bangiya Gramin Vikash Bank, Domkal', 'PUNB0BGVB01'],
    wage: ['725', '140'],
    exit: ['2026-10-31', 'Resigned to return home for the harvest'],
  },
  {
    code: 'SGC-0010',
    name: 'Gangamma',
    surname: '',
    gender: 'Female',
    father: 'Puttaswamy',
    born: '1981-10-22',
    joined: '2026-08-03',
    designation: 'Cook (labour camp kitchen)',
    skill: 'semiSkilled',
    home: 'Bogadi, Mysuru taluk, Mysuru district, Karnataka 570026',
    education: 'None',
    mobile: '9740658213',
    bank: ['State Bank of India, Bogadi', 'SBIN0040841'],
    wage: ['640', '125'],
  },
  {
    code: 'ME-001',
    name: 'Manjunath',
    surname: 'S',
    gender: 'Male',
    father: 'Srinivasa',
    born: '1987-05-16',
    joined: '2026-06-20',
    designation: 'Electrician (wireman)',
    skill: 'highlySkilled',
    home: 'Srirangapatna, Mandya district, Karnataka 571438',
    education: 'ITI (Electrician)',
    mobile: '9845723016',
    bank: ['Bank of Baroda, Srirangapatna', 'BARB0SRIRAN'],
    wage: ['870', '160'],
    subcontractor: true,
  },
  {
    code: 'ME-002',
    name: 'Yogesh',
    surname: 'Naik',
    gender: 'Male',
    father: 'Ramachandra Naik',
    born: '1996-08-08',
    joined: '2026-06-20',
    designation: 'Electrician helper',
    skill: 'semiSkilled',
    home: 'Kumta, Uttara Kannada district, Karnataka 581343',
    education: 'PUC',
    mobile: '9008451629',
    bank: ['Canara Bank, Kumta', 'CNRB0000618'],
    wage: ['640', '125'],
    subcontractor: true,
  },
  {
    code: 'ME-003',
    name: 'Rahul',
    surname: 'Yadav',
    gender: 'Male',
    father: 'Suresh Yadav',
    born: '2008-12-28',
    joined: '2026-09-01',
    designation: 'Cable laying helper',
    skill: 'unskilled',
    home: 'Sikandarpur, Ballia district, Uttar Pradesh 277303',
    education: '10th standard',
    mobile: '6392018574',
    bank: ['Baroda UP Bank, Sikandarpur', 'BARB0BUPGBX'],
    wage: ['570', '110'],
    subcontractor: true,
    adolescent: {
      natureOfWork: 'Holding and feeding cable drums; no work on ladders or live lines',
      dailyHours: '4',
      restIntervals: '11:00 to 11:30',
    },
  },
  {
    code: 'ME-004',
    name: 'Savitha',
    surname: 'R',
    gender: 'Female',
    father: 'Rangaswamy',
    born: '1993-03-03',
    joined: '2026-09-01',
    designation: 'Store keeper',
    skill: 'semiSkilled',
    home: 'Nanjangud, Mysuru district, Karnataka 571301',
    education: 'B.Com',
    mobile: '9620317485',
    bank: ['Karnataka Bank, Nanjangud', 'KARB0000287'],
    wage: ['650', '125'],
    subcontractor: true,
  },
];

const PLANT: DemoWorker[] = [
  {
    code: 'BBP-101',
    name: 'Venkatesh',
    surname: 'Murthy',
    gender: 'Male',
    father: 'Narasimha Murthy',
    born: '1976-02-19',
    joined: '2026-05-21',
    designation: 'Plant operator',
    skill: 'highlySkilled',
    home: 'Chamarajanagar, Chamarajanagar district, Karnataka 571313',
    education: 'Diploma (Mechanical)',
    mobile: '9741203358',
    bank: ['Canara Bank, Chamarajanagar', 'CNRB0000367'],
    wage: ['900', '165'],
  },
  {
    code: 'BBP-102',
    name: 'Imran',
    surname: 'Pasha',
    gender: 'Male',
    father: 'Khader Pasha',
    born: '1991-07-25',
    joined: '2026-05-21',
    designation: 'Transit mixer driver',
    skill: 'skilled',
    home: 'Tipu Nagar, Mandya, Mandya district, Karnataka 571401',
    education: 'SSLC',
    mobile: '9886035274',
    bank: ['State Bank of India, Mandya', 'SBIN0040183'],
    wage: ['760', '140'],
  },
  {
    code: 'BBP-103',
    name: 'Sunita',
    surname: 'Oraon',
    gender: 'Female',
    father: 'Mangra Oraon',
    born: '1994-11-11',
    joined: '2026-06-08',
    designation: 'Cement bag handler',
    skill: 'unskilled',
    home: 'Bero, Ranchi district, Jharkhand 835202',
    education: '4th standard',
    mobile: '7061548923',
    bank: ['Jharkhand Rajya Gramin Bank, Bero', 'SBIN0RRVCGB'],
    wage: ['565', '110'],
  },
  {
    code: 'BBP-104',
    name: 'Prakash',
    surname: 'Bhovi',
    gender: 'Male',
    father: 'Thimmappa Bhovi',
    born: '1989-01-30',
    joined: '2026-06-08',
    designation: 'Lab technician (cube tests)',
    skill: 'skilled',
    home: 'Hosadurga, Chitradurga district, Karnataka 577527',
    education: 'Diploma (Civil)',
    mobile: '9482760315',
    bank: ['Karnataka Gramin Bank, Hosadurga', 'PKGB0011205'],
    wage: ['750', '140'],
  },
  {
    code: 'BBP-105',
    name: 'Dharmendra',
    surname: 'Sahu',
    gender: 'Male',
    father: 'Lakhan Sahu',
    born: '1985-05-04',
    joined: '2026-07-13',
    designation: 'Loader operator',
    skill: 'skilled',
    home: 'Rajim, Gariaband district, Chhattisgarh 493885',
    education: '8th standard',
    mobile: '9179452806',
    bank: ['Chhattisgarh Rajya Gramin Bank, Rajim', 'SBIN0RRCHGB'],
    wage: ['740', '140'],
  },
  {
    code: 'BBP-106',
    name: 'Kavya',
    surname: 'M',
    gender: 'Female',
    father: 'Mallesh',
    born: '1999-09-17',
    joined: '2026-08-17',
    designation: 'Time keeper',
    skill: 'semiSkilled',
    home: 'Hinkal, Mysuru taluk, Mysuru district, Karnataka 570017',
    education: 'BA',
    mobile: '9353817640',
    bank: ['Bank of Baroda, Hinkal', 'BARB0HINKAL'],
    wage: ['660', '125'],
  },
];

/** A twelve-digit number with its Verhoeff check digit, the same for the same worker on every seeding. */
function demoAadhaar(index: number): string {
  const eleven = `${2 + (index % 8)}${String(3_141_592_653 + index * 97_531_357).slice(-10)}`;
  return eleven + verhoeffDigit(eleven);
}

async function addWorkers(
  tx: Tx,
  establishmentId: string,
  presentAddress: string,
  workers: DemoWorker[],
  offset: number,
  subcontractorAgencyId: string,
  keys: AadhaarKeys | null,
) {
  for (const [i, w] of workers.entries()) {
    const [row] = await tx
      .insert(employees)
      .values({
        establishmentId,
        subcontractorAgencyId: w.subcontractor ? subcontractorAgencyId : null,
        employeeCode: w.code,
        name: w.name,
        surname: w.surname || null,
        dateOfBirth: w.born,
        dateOfJoining: w.joined,
        designation: w.designation,
        skillCategory: w.skill,
        exitDate: w.exit?.[0] ?? null,
        ...(keys ? storeAadhaar(keys, demoAadhaar(offset + i)) : {}),
        body: {
          gender: w.gender,
          fatherOrSpouseName: w.father,
          nationality: 'Indian',
          education: w.education,
          employmentType: 'Contract',
          mobile: w.mobile,
          bankAccount: String(30_000_000_000 + (offset + i) * 7_654_321),
          bankName: w.bank[0],
          ifsc: w.bank[1],
          presentAddress,
          permanentAddress: w.home,
          ...(w.adolescent ? { adolescent: w.adolescent } : {}),
          ...(w.exit ? { exitReason: w.exit[1] } : {}),
        },
        createdAt: new Date(`${w.joined}T10:00:00+05:30`),
      })
      .returning({ id: employees.id });
    const [wage, da] = w.wage;
    await tx.insert(employeeWagePeriods).values({
      establishmentId,
      employeeId: row!.id,
      startDate: w.joined,
      wageAmount: wage,
      da,
      overtimeRate: paiseToRupees(defaultOvertimePaise(rupeesToPaise(wage), rupeesToPaise(da))),
    });
  }
}

export async function seedDemoEmployees(
  tx: Tx,
  sites: { camp: string; plant: string; subcontractor: string },
  keys: AadhaarKeys | null,
) {
  const camp = 'Hinkal labour camp, Survey No. 112, Hinkal, Mysuru 570017';
  await addWorkers(tx, sites.camp, camp, CAMP, 0, sites.subcontractor, keys);
  const plant = "Workers' quarters, Plot 7, Bogadi 2nd Stage, Mysuru 570026";
  await addWorkers(tx, sites.plant, plant, PLANT, CAMP.length, sites.subcontractor, keys);
}
