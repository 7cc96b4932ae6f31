import type { Member } from '../site/site-content';
import { SAMPLE_IMAGES } from './sample-images';

export const SAMPLE_FACULTY: Member[] = [
  {
    id: 'faculty-1',
    fullName: 'Dr. Anita Sharma',
    designation: 'Principal',
    imageUrl: { url: SAMPLE_IMAGES.faculty[0] },
    qualification: ['PhD in Education', 'M.Ed'],
    email: ['principal@greenfield.example'],
    phone: ['+91 98765 43210'],
  },
  {
    id: 'faculty-2',
    fullName: 'Prof. Meera Iyer',
    designation: 'Head of Management Studies',
    imageUrl: { url: SAMPLE_IMAGES.faculty[1] },
    qualification: ['MBA', 'PhD in Finance'],
    email: ['meera.iyer@greenfield.example'],
    phone: ['+91 98765 43211'],
  },
  {
    id: 'faculty-3',
    fullName: 'Dr. Rahul Verma',
    designation: 'Professor of Computer Science',
    imageUrl: { url: SAMPLE_IMAGES.faculty[2] },
    qualification: ['M.Tech', 'PhD in Computer Science'],
    email: ['rahul.verma@greenfield.example'],
    phone: ['+91 98765 43212'],
  },
  {
    id: 'faculty-4',
    fullName: 'Ms. Kavita Nair',
    designation: 'Assistant Professor of Public Health',
    imageUrl: { url: SAMPLE_IMAGES.faculty[3] },
    qualification: ['MPH', 'MBBS'],
    email: ['kavita.nair@greenfield.example'],
    phone: ['+91 98765 43213'],
  },
];

export const SAMPLE_STAFF: Member[] = [
  {
    id: 'staff-1',
    fullName: 'Mr. Suresh Kumar',
    designation: 'Registrar',
    imageUrl: { url: SAMPLE_IMAGES.staff[0] },
    qualification: ['MBA'],
    email: ['registrar@greenfield.example'],
    phone: ['+91 98765 43220'],
  },
  {
    id: 'staff-2',
    fullName: 'Ms. Priya Das',
    designation: 'Librarian',
    imageUrl: { url: SAMPLE_IMAGES.staff[1] },
    qualification: ['M.Lib.Sc'],
    email: ['library@greenfield.example'],
    phone: ['+91 98765 43221'],
  },
  {
    id: 'staff-3',
    fullName: 'Mr. Arjun Singh',
    designation: 'Sports Coach',
    imageUrl: { url: SAMPLE_IMAGES.staff[2] },
    qualification: ['B.P.Ed'],
    email: ['sports@greenfield.example'],
    phone: ['+91 98765 43222'],
  },
  {
    id: 'staff-4',
    fullName: 'Ms. Fatima Khan',
    designation: 'Admissions Officer',
    imageUrl: { url: SAMPLE_IMAGES.staff[3] },
    qualification: ['BBA'],
    email: ['admissions@greenfield.example'],
    phone: ['+91 98765 43223'],
  },
];
