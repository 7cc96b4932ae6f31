/**
 * The pictures of the sample site. They are shipped in the repository and imported as assets, so the
 * bundler emits them beside the code that shows the sample site.
 */
import heroCampus from './images/hero-campus.webp';
import historyFounding from './images/history-founding.webp';
import historyNewCampus from './images/history-new-campus.webp';
import historyAccreditation from './images/history-accreditation.webp';
import facilityLibrary from './images/facility-library.webp';
import facilityLaboratory from './images/facility-laboratory.webp';
import facilitySports from './images/facility-sports.webp';
import activityDebate from './images/activity-debate.webp';
import activityScienceFair from './images/activity-science-fair.webp';
import activityMusic from './images/activity-music.webp';
import galleryAnnualDay from './images/gallery-annual-day.webp';
import galleryGraduation from './images/gallery-graduation.webp';
import galleryClassroom from './images/gallery-classroom.webp';
import gallerySportsDay from './images/gallery-sports-day.webp';
import galleryArtClass from './images/gallery-art-class.webp';
import galleryFieldTrip from './images/gallery-field-trip.webp';
import galleryLibraryReading from './images/gallery-library-reading.webp';
import galleryLabSession from './images/gallery-lab-session.webp';
import noticeDocument from './images/notice-document.webp';
import applicationFormDocument from './images/application-form-document.webp';
import faculty1 from './images/faculty-1.webp';
import faculty2 from './images/faculty-2.webp';
import faculty3 from './images/faculty-3.webp';
import faculty4 from './images/faculty-4.webp';
import staff1 from './images/staff-1.webp';
import staff2 from './images/staff-2.webp';
import staff3 from './images/staff-3.webp';
import staff4 from './images/staff-4.webp';

export const SAMPLE_IMAGES = {
  heroCampus,
  history: [historyFounding, historyNewCampus, historyAccreditation],
  facilities: [facilityLibrary, facilityLaboratory, facilitySports],
  activities: [activityDebate, activityScienceFair, activityMusic],
  gallery: [
    galleryAnnualDay,
    galleryGraduation,
    galleryClassroom,
    gallerySportsDay,
    galleryArtClass,
    galleryFieldTrip,
    galleryLibraryReading,
    galleryLabSession,
  ],
  noticeDocument,
  applicationFormDocument,
  faculty: [faculty1, faculty2, faculty3, faculty4],
  staff: [staff1, staff2, staff3, staff4],
} as const;
