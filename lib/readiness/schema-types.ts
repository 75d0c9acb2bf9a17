/**
 * schema.org types the checks recognise (schema.org, type hierarchy of
 * LocalBusiness and Organization, release 29).
 */

/** LocalBusiness and every subtype of it. */
export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set([
  "LocalBusiness",
  // direct subtypes
  "AnimalShelter", "ArchiveOrganization", "AutomotiveBusiness", "ChildCare", "Dentist", "DryCleaningOrLaundry",
  "EmergencyService", "EmploymentAgency", "EntertainmentBusiness", "FinancialService", "FoodEstablishment",
  "GovernmentOffice", "HealthAndBeautyBusiness", "HomeAndConstructionBusiness", "InternetCafe", "LegalService",
  "Library", "LodgingBusiness", "MedicalBusiness", "ProfessionalService", "RadioStation", "RealEstateAgent",
  "RecyclingCenter", "SelfStorage", "ShoppingCenter", "SportsActivityLocation", "Store", "TelevisionStation",
  "TouristInformationCenter", "TravelAgency",
  // AutomotiveBusiness
  "AutoBodyShop", "AutoDealer", "AutoPartsStore", "AutoRental", "AutoRepair", "AutoWash", "GasStation",
  "MotorcycleDealer", "MotorcycleRepair",
  // EmergencyService
  "FireStation", "Hospital", "PoliceStation",
  // EntertainmentBusiness
  "AdultEntertainment", "AmusementPark", "ArtGallery", "Casino", "ComedyClub", "MovieTheater", "NightClub",
  // FinancialService
  "AccountingService", "AutomatedTeller", "BankOrCreditUnion", "InsuranceAgency",
  // FoodEstablishment
  "Bakery", "BarOrPub", "Brewery", "CafeOrCoffeeShop", "Distillery", "FastFoodRestaurant", "IceCreamShop",
  "Restaurant", "Winery",
  // GovernmentOffice
  "PostOffice",
  // HealthAndBeautyBusiness
  "BeautySalon", "DaySpa", "HairSalon", "HealthClub", "NailSalon", "TattooParlor",
  // HomeAndConstructionBusiness
  "Electrician", "GeneralContractor", "HVACBusiness", "HousePainter", "Locksmith", "MovingCompany", "Plumber",
  "RoofingContractor",
  // LegalService
  "Attorney", "Notary",
  // LodgingBusiness
  "BedAndBreakfast", "Campground", "Hostel", "Hotel", "Motel", "Resort", "VacationRental",
  // MedicalBusiness
  "CommunityHealth", "Dermatology", "DietNutrition", "Emergency", "Geriatric", "Gynecologic", "MedicalClinic",
  "CovidTestingFacility", "Midwifery", "Nursing", "Obstetric", "Oncologic", "Optician", "Optometric",
  "Otolaryngologic", "Pediatric", "Pharmacy", "Physician", "IndividualPhysician", "Physiotherapy",
  "PlasticSurgery", "Podiatric", "PrimaryCare", "Psychiatric", "PublicHealth",
  // SportsActivityLocation
  "BowlingAlley", "ExerciseGym", "GolfCourse", "PublicSwimmingPool", "SkiResort", "SportsClub", "StadiumOrArena",
  "TennisComplex",
  // Store
  "BikeStore", "BookStore", "ClothingStore", "ComputerStore", "ConvenienceStore", "DepartmentStore",
  "ElectronicsStore", "Florist", "FurnitureStore", "GardenStore", "GroceryStore", "HardwareStore", "HobbyShop",
  "HomeGoodsStore", "JewelryStore", "LiquorStore", "MensClothingStore", "MobilePhoneStore", "MovieRentalStore",
  "MusicStore", "OfficeEquipmentStore", "OutletStore", "PawnShop", "PetStore", "ShoeStore", "SportingGoodsStore",
  "TireShop", "ToyStore", "WholesaleStore",
]);

/** Organization and its subtypes that are not local businesses. */
export const ORGANIZATION_TYPES: ReadonlySet<string> = new Set([
  "Organization", "Airline", "Consortium", "Cooperative", "Corporation", "EducationalOrganization", "FundingScheme",
  "GovernmentOrganization", "LibrarySystem", "MedicalOrganization", "NGO", "NewsMediaOrganization", "OnlineBusiness",
  "OnlineStore", "PerformingGroup", "PoliticalParty", "Project", "ResearchOrganization", "SearchRescueOrganization",
  "SportsOrganization", "WorkersUnion", "CollegeOrUniversity", "School", "Preschool", "ElementarySchool",
  "HighSchool", "MiddleSchool",
]);

export function isLocalBusinessType(types: readonly string[]): boolean {
  return types.some((t) => LOCAL_BUSINESS_TYPES.has(t));
}

export function isOrganizationType(types: readonly string[]): boolean {
  return types.some((t) => ORGANIZATION_TYPES.has(t) || LOCAL_BUSINESS_TYPES.has(t));
}
