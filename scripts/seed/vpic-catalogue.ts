// Recorded-style vPIC data for local development without network: makes with their vPIC ids and,
// per make, the model names vPIC lists under passenger car (car), truck and multipurpose vehicle (mpv).

type Models = { car?: string[]; truck?: string[]; mpv?: string[] };

export const VPIC_MAKES: [id: number, name: string, models: Models][] = [
  [475, "ACURA", { car: ["Integra", "TLX"], mpv: ["MDX", "RDX", "ZDX"] }],
  [464, "ALFA ROMEO", { car: ["Giulia"], mpv: ["Stelvio", "Tonale"] }],
  [582, "AUDI", { car: ["A3", "A4", "A5", "A6", "e-tron GT", "S4"], mpv: ["Q3", "Q4 e-tron", "Q5", "Q7", "Q8"] }],
  [452, "BMW", { car: ["228i", "330i", "i4", "i5", "M3", "530i"], mpv: ["iX", "X1", "X3", "X5", "X7"] }],
  [468, "BUICK", { mpv: ["Enclave", "Encore GX", "Envision", "Envista"] }],
  [469, "CADILLAC", { car: ["CT4", "CT5"], mpv: ["Escalade", "Lyriq", "XT4", "XT5", "XT6"] }],
  [
    467,
    "CHEVROLET",
    {
      car: ["Corvette", "Malibu"],
      truck: ["Colorado", "Silverado 1500", "Silverado EV"],
      mpv: ["Blazer", "Equinox", "Tahoe", "Trax", "Traverse"],
    },
  ],
  [477, "CHRYSLER", { mpv: ["Pacifica", "Voyager"] }],
  [476, "DODGE", { car: ["Charger"], mpv: ["Durango", "Hornet"] }],
  [
    460,
    "FORD",
    {
      car: ["Mustang"],
      truck: ["F-150", "F-150 Lightning", "Maverick", "Ranger"],
      mpv: ["Bronco", "Bronco Sport", "Escape", "Expedition", "Explorer", "Mustang Mach-E"],
    },
  ],
  [10385, "GENESIS", { car: ["G70", "G80", "G90"], mpv: ["GV60", "GV70", "GV80"] }],
  [472, "GMC", { truck: ["Canyon", "Sierra 1500", "Sierra EV"], mpv: ["Acadia", "Terrain", "Yukon"] }],
  [474, "HONDA", { car: ["Accord", "Civic"], truck: ["Ridgeline"], mpv: ["CR-V", "HR-V", "Odyssey", "Passport", "Pilot", "Prologue"] }],
  [
    498,
    "HYUNDAI",
    { car: ["Elantra", "Ioniq 6", "Sonata"], truck: ["Santa Cruz"], mpv: ["Ioniq 5", "Kona", "Palisade", "Santa Fe", "Tucson"] },
  ],
  [480, "INFINITI", { car: ["Q50"], mpv: ["QX50", "QX55", "QX60", "QX80"] }],
  [481, "JAGUAR", { car: ["F-Type"], mpv: ["E-Pace", "F-Pace", "I-Pace"] }],
  [483, "JEEP", { truck: ["Gladiator"], mpv: ["Compass", "Grand Cherokee", "Wagoneer", "Wrangler"] }],
  [499, "KIA", { car: ["K5", "Forte"], mpv: ["Carnival", "EV6", "EV9", "Seltos", "Sorento", "Sportage", "Telluride"] }],
  [484, "LAND ROVER", { mpv: ["Defender", "Discovery", "Range Rover", "Range Rover Sport", "Range Rover Velar"] }],
  [515, "LEXUS", { car: ["ES 350", "IS 350", "LC 500"], mpv: ["GX 550", "NX 350h", "RX 350h", "TX 350"] }],
  [471, "LINCOLN", { mpv: ["Aviator", "Corsair", "Nautilus", "Navigator"] }],
  [444, "MASERATI", { car: ["GranTurismo"], mpv: ["Grecale", "Levante"] }],
  [473, "MAZDA", { car: ["Mazda3", "MX-5 Miata"], mpv: ["CX-30", "CX-5", "CX-50", "CX-70", "CX-90"] }],
  [
    449,
    "MERCEDES-BENZ",
    { car: ["C 300", "CLA 250", "E 350", "EQE 350", "S 580"], mpv: ["EQB 300", "GLA 250", "GLC 300", "GLE 350", "GLS 450"] },
  ],
  [466, "MINI", { car: ["Cooper", "Cooper S"], mpv: ["Countryman"] }],
  [2240, "MITSUBISHI", { car: ["Mirage"], mpv: ["Eclipse Cross", "Outlander", "Outlander Sport"] }],
  [
    478,
    "NISSAN",
    { car: ["Altima", "Sentra", "Versa", "Z"], truck: ["Frontier", "Titan"], mpv: ["Ariya", "Kicks", "Murano", "Pathfinder", "Rogue"] },
  ],
  [11951, "POLESTAR", { car: ["Polestar 2"], mpv: ["Polestar 3", "Polestar 4"] }],
  [584, "PORSCHE", { car: ["911", "Panamera", "Taycan"], mpv: ["Cayenne", "Macan"] }],
  [4918, "RAM", { truck: ["1500", "2500", "3500"], mpv: ["ProMaster"] }],
  [9744, "RIVIAN", { truck: ["R1T"], mpv: ["R1S"] }],
  [523, "SUBARU", { car: ["BRZ", "Impreza", "WRX"], mpv: ["Ascent", "Crosstrek", "Forester", "Outback", "Solterra"] }],
  [441, "TESLA", { car: ["Model 3", "Model S"], truck: ["Cybertruck"], mpv: ["Model X", "Model Y"] }],
  [
    448,
    "TOYOTA",
    {
      car: ["Camry", "Corolla", "GR86", "Prius"],
      truck: ["Tacoma", "Tundra"],
      mpv: ["4Runner", "bZ4X", "Grand Highlander", "Highlander", "RAV4", "Sequoia", "Sienna"],
    },
  ],
  [482, "VOLKSWAGEN", { car: ["Golf GTI", "Jetta"], mpv: ["Atlas", "Atlas Cross Sport", "ID.4", "Taos", "Tiguan"] }],
  [485, "VOLVO", { car: ["S60", "S90", "V60"], mpv: ["EX30", "EX90", "XC40", "XC60", "XC90"] }],
  // Makes outside the allow-list, as vPIC also returns them.
  [10224, "BLUE BIRD", {}],
  [5073, "WORKHORSE", {}],
];
