/** Given names common in Canada and the US, for demo customers. */
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Paul', 'Michelle', 'Andrew',
  'Amanda', 'Joshua', 'Melissa', 'Kevin', 'Stephanie', 'Brian', 'Rebecca', 'Ryan', 'Laura', 'Jacob', 'Emma',
  'Nicholas', 'Olivia', 'Eric', 'Chloe', 'Jonathan', 'Hannah', 'Justin', 'Megan', 'Brandon', 'Samantha', 'Liam',
  'Ava', 'Noah', 'Sophie', 'Ethan', 'Madison', 'Lucas', 'Isabelle', 'Mathieu', 'Amélie', 'Raj', 'Priya', 'Wei',
  'Mei', 'Hiroshi', 'Fatima', 'Omar', 'Aaliyah', 'Carlos', 'Sofia', 'Diego', 'Gabriela', 'Connor', 'Kayla',
] as const;

/** Family names common in Canada and the US, for demo customers. */
export const LAST_NAMES = [
  'Smith', 'Brown', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Gagnon', 'Johnson', 'Taylor', 'Campbell',
  'Anderson', 'Jones', 'Leblanc', 'Lee', 'White', 'Thompson', 'Williams', 'Côté', 'Young', 'Scott', 'Stewart',
  'Morrison', 'Clark', 'Robinson', 'Walker', 'Wright', 'Mitchell', 'Hall', 'Miller', 'Davis', 'Garcia', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Moore', 'Jackson', 'Harris', 'Lewis', 'King', 'Green', 'Baker',
  'Adams', 'Nelson', 'Hill', 'Ramirez', 'Carter', 'Roberts', 'Turner', 'Phillips', 'Evans', 'Collins', 'Edwards',
  'Murphy', 'Cook', 'Morgan', 'Bell', 'Cooper', 'Reid', 'Fraser', 'Graham', 'Murray', 'Ross', 'Patel', 'Singh',
  'Sharma', 'Gill', 'Nguyen', 'Tran', 'Chen', 'Wong', 'Li', 'Kim', 'Park', 'Kowalski', 'Novak', 'Schmidt', 'Müller',
  "O'Brien", 'Sullivan', 'Kelly', 'Ryan', 'Bergeron', 'Pelletier', 'Bouchard', 'Fortin', 'Lavoie', 'Ahmed',
] as const;

export const STREET_NAMES = [
  'King', 'Queen', 'Main', 'Maple', 'Oak', 'Pine', 'Cedar', 'Elm', 'Birch', 'Willow', 'Church', 'Park', 'Victoria',
  'Wellington', 'Water', 'Mill', 'Lakeview', 'Hillcrest', 'Riverside', 'Highland', 'Sunset', 'Forest', 'Meadow',
  'Orchard', 'Spring', 'Ridge', 'Brookside', 'Country Club', 'Franklin', 'Lincoln', 'Jefferson', 'Washington',
  'Franklin Park', 'Heritage', 'Station', 'Front', 'Bridge', 'College', 'Grand', 'Prospect',
] as const;

export const STREET_TYPES = ['St', 'Ave', 'Rd', 'Dr', 'Cres', 'Blvd', 'Way', 'Crt', 'Lane', 'Pl'] as const;

/** Words that make a local business name ("Maple Ridge Landscaping Ltd."). */
export const BUSINESS_PLACES = [
  'Maple Ridge', 'Grand River', 'Northside', 'Prairie', 'Lakeshore', 'Riverbend', 'Summit', 'Cornerstone', 'Pioneer',
  'Heritage', 'Keystone', 'Blue Sky', 'Red Oak', 'Silver Creek', 'Ironwood', 'Eastgate', 'Westview', 'Harbour',
] as const;

export const BUSINESS_TRADES = [
  'Landscaping', 'Plumbing', 'Electric', 'Roofing', 'Construction', 'Catering', 'Courier', 'Property Management',
  'Dental', 'Veterinary Clinic', 'HVAC', 'Flooring', 'Painting', 'Auto Glass', 'Moving', 'Cleaning Services',
] as const;

export const CANADA_BUSINESS_SUFFIXES = ['Ltd.', 'Inc.', 'Corp.', ''] as const;
export const US_BUSINESS_SUFFIXES = ['LLC', 'Inc.', 'Co.', ''] as const;
